import Link from 'next/link';

/** The §2 error screens share one layout: a title, a sentence, and one way on. */
export function ErrorPage({
  title,
  message,
  action,
}: {
  title: string;
  message: string;
  action: { href: string; label: string };
}) {
  return (
    <div className="card narrow">
      <h1>{title}</h1>
      <p>{message}</p>
      <Link href={action.href} className="button">
        {action.label}
      </Link>
    </div>
  );
}

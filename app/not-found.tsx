import { ErrorPage } from '@/components/shell/error-page';

export default function NotFound() {
  return (
    <main id="main" className="public-page">
      <ErrorPage
        title="Page Not Found"
        message="We could not find the page you were looking for."
        action={{ href: '/dashboard', label: 'Back to Home' }}
      />
    </main>
  );
}

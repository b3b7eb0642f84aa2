import Link from 'next/link';
import type { ReactNode } from 'react';

/** A badge stops counting here; the page it opens has them all. */
const BADGE_MAX = 99;

/**
 * A header icon that links to a page, with a count badge when there is something to see (the notice
 * bell, the sync-issue indicator). The glyph is an inline SVG so it renders the same without an emoji
 * font (the Debian servers and many work PCs have none); the link's name is said, the badge is not.
 */
export function HeaderIconLink(props: {
  href: string;
  className: string;
  label: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Link href={props.href} className={`icon-link ${props.className}`} aria-label={props.label}>
      <svg
        aria-hidden="true"
        focusable="false"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {props.children}
      </svg>
      {props.count > 0 && (
        <span className="badge" aria-hidden="true">
          {props.count > BADGE_MAX ? `${BADGE_MAX}+` : props.count}
        </span>
      )}
    </Link>
  );
}

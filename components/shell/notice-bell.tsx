import Link from 'next/link';

/** The bell's badge stops counting here; the list on /notice has them all. */
const BADGE_MAX = 99;

/** The accessible name: what a screen reader says for the bell. */
export const bellLabel = (unread: number) => `Notifications, ${unread === 0 ? 'none' : unread} unread`;

/**
 * The header's notice bell (§2): links to /notice with the unread count. The glyph is an inline
 * SVG so it renders the same without an emoji font (the Debian servers and many work PCs have none).
 */
export function NoticeBell({ href, unread }: { href: string; unread: number }) {
  return (
    <Link href={href} className="icon-link notice-bell" aria-label={bellLabel(unread)}>
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
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {unread > 0 && (
        <span className="badge" aria-hidden="true">
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      )}
    </Link>
  );
}

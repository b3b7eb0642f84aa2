import { HeaderIconLink } from './header-icon-link';

/** The accessible name: what a screen reader says for the bell. */
export const bellLabel = (unread: number) => `Notifications, ${unread === 0 ? 'none' : unread} unread`;

/** The header's notice bell (§2): links to /notice with the unread count. */
export function NoticeBell({ href, unread }: { href: string; unread: number }) {
  return (
    <HeaderIconLink href={href} className="notice-bell" label={bellLabel(unread)} count={unread}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </HeaderIconLink>
  );
}

import Link from 'next/link';
import { syncReportSummary } from '@/lib/domain/sync-report';

/**
 * The header's sync-issue indicator (spec §2): shown only when the account has integrations; in its
 * error state (red, with the count) while there are open sync logs. It opens the sync report. Its
 * accessible name is the report's own sentence (§8).
 */
export function SyncIndicator({ href, issues }: { href: string; issues: number }) {
  return (
    <Link
      href={href}
      className={`icon-link sync-indicator${issues > 0 ? ' sync-indicator-error' : ''}`}
      aria-label={`Sync report: ${syncReportSummary(issues)}`}
    >
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
        <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16" />
        <path d="M3 21v-5h5" />
        <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8" />
        <path d="M21 3v5h-5" />
      </svg>
      {issues > 0 && (
        <span className="badge" aria-hidden="true">
          {issues > 99 ? '99+' : issues}
        </span>
      )}
    </Link>
  );
}

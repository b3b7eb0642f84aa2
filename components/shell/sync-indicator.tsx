import { syncReportSummary } from '@/lib/domain/sync-report';
import { HeaderIconLink } from './header-icon-link';

/**
 * The header's sync-issue indicator (spec §2): shown only when the account has integrations; in its
 * error state (red, with the count) while there are open sync logs. It opens the sync report. Its
 * accessible name is the report's own sentence (§8).
 */
export function SyncIndicator({ href, issues }: { href: string; issues: number }) {
  return (
    <HeaderIconLink
      href={href}
      className={`sync-indicator${issues > 0 ? ' sync-indicator-error' : ''}`}
      label={`Sync report: ${syncReportSummary(issues)}`}
      count={issues}
    >
      <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16" />
      <path d="M3 21v-5h5" />
      <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8" />
      <path d="M21 3v5h-5" />
    </HeaderIconLink>
  );
}

// Claim statuses as people read them (spec §4: draft, review, approved, issued, certified).
export const CLAIM_STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  review: 'In review',
  approved: 'Approved',
  issued: 'Issued',
  certified: 'Certified',
};

export function ClaimStatus({ status }: { status: string }) {
  return <span className={`status status-${status}`}>{CLAIM_STATUS_LABELS[status] ?? status}</span>;
}

// Certificate statuses as people read them (spec §4: pending, draft, review, approved, issued).
export const CERT_STATUS_LABELS: Record<string, string> = {
  pending: 'To certify',
  draft: 'Draft',
  review: 'In review',
  approved: 'Approved',
  issued: 'Issued',
};

export function CertStatus({ status }: { status: string }) {
  return <span className={`status status-${status}`}>{CERT_STATUS_LABELS[status] ?? status}</span>;
}

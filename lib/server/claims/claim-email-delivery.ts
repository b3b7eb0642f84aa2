import 'server-only';
// The delivery state of the emails of a claim's latest issue, for its page: each issue is a round
// whose history row names the recipients, and each recipient's email has its own outbox key.
import { db } from '@/lib/db/client';
import { emailDelivery } from '@/lib/email/delivery-state';
import { claimEmailKey } from './issue-claim-emails';

export async function claimEmailDelivery(claim: { id: string; contractId: string }) {
  const issues = await db().history.findMany({
    where: { contractId: claim.contractId, claimId: claim.id, action: 'claim.issued' },
    orderBy: { createdAt: 'asc' },
    select: { details: true },
  });
  const latest = issues.at(-1);
  if (!latest) return null;
  const recipients = (latest.details as { recipients?: string[] } | null)?.recipients ?? [];
  return emailDelivery(recipients.map((to) => claimEmailKey(claim.id, issues.length - 1, to)));
}

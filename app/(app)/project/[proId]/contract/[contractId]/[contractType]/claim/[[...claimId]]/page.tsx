import { notFound, redirect } from 'next/navigation';
import { contractClaimAlias } from '@/lib/paths/page-paths';

/**
 * §2 /project/{proId}/contract/{contractId}/{contractType}/claim/{claimId?} with /review, /cert,
 * /cert/review and /workflow/{certId?}: the claim and certificate pages inside a contract are the
 * make-claim and make-cert screens under another address, so they lead there, keeping the query
 * string (account_id).
 */
export default async function ContractClaimRedirect({
  params,
  searchParams,
}: {
  params: Promise<{ proId: string; contractId: string; contractType: string; claimId?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { proId, contractId, contractType, claimId = [] } = await params;
  const path = contractClaimAlias({ contractType, projectId: proId, contractId }, claimId);
  if (!path) notFound();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const v of [value ?? []].flat()) query.append(key, v);
  }
  redirect(`${path}${query.size ? `?${query}` : ''}`);
}

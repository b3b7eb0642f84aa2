import { notFound, redirect } from 'next/navigation';

/**
 * §2 /project/{proId}/contract/{contractId}/{contractType}/claim/{claimId?} (and …/review): the
 * claim pages inside a contract are the make-claim screens under another address, so they lead
 * there (new claim, editor, review), keeping the query string (account_id).
 */
export default async function ContractClaimRedirect({
  params,
  searchParams,
}: {
  params: Promise<{ proId: string; contractId: string; contractType: string; claimId?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { proId, contractId, contractType, claimId = [] } = await params;
  const valid = claimId.length <= 1 || (claimId.length === 2 && claimId[1] === 'review');
  if (!valid) notFound();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const v of [value ?? []].flat()) query.append(key, v);
  }
  const rest = claimId.map(encodeURIComponent).join('/');
  const path = `/make-claim/${encodeURIComponent(contractType)}/${encodeURIComponent(proId)}/${encodeURIComponent(contractId)}`;
  redirect(`${path}${rest ? `/${rest}` : ''}${query.size ? `?${query}` : ''}`);
}

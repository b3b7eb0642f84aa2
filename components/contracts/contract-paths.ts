// Where each contract screen and API lives (spec §2 routes, §7 paths), in one place.

export interface ContractIds {
  accountId: string;
  projectId: string;
  side: 'claim' | 'cert';
  contractId: string;
}

export function contractPage(ids: ContractIds, section = ''): string {
  const path = `/contract/${ids.projectId}/${ids.side}/${ids.contractId}${section ? `/${section}` : ''}`;
  return `${path}?account_id=${ids.accountId}`;
}

export function setupPage(ids: ContractIds, step = ''): string {
  const path = `/create-new-contract/${ids.projectId}/${ids.side}/${ids.contractId}${step ? `/${step}` : ''}`;
  return `${path}?account_id=${ids.accountId}`;
}

export function contractApi(ids: Omit<ContractIds, 'side'>, action = ''): string {
  const path = `/api/contract/account/${ids.accountId}/contract_group/${ids.projectId}/contract/${ids.contractId}`;
  return action ? `${path}/${action}` : path;
}

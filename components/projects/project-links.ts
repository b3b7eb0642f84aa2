// Where the project screens and their API live (spec §2 routes, §7 paths). Pages carry
// ?account_id= so a link opened in another tab works in the same account (§2).

export const withAccount = (path: string, accountId: string) =>
  `${path}${path.includes('?') ? '&' : '?'}account_id=${accountId}`;

export const projectsApi = (accountId: string) => `/api/group/account/${accountId}/contract_group`;
export const projectApi = (accountId: string, projectId: string) => `${projectsApi(accountId)}/${projectId}`;

export const projectHref = (accountId: string, projectId: string) =>
  withAccount(`/project/view/${projectId}`, accountId);
export const projectSettingsHref = (accountId: string, projectId: string, tab?: string) =>
  withAccount(`/project/view/${projectId}/settings${tab ? `?tab=${tab}` : ''}`, accountId);
export const projectWorkflowHref = (accountId: string, projectId: string, flowType: 'claim' | 'cert') =>
  withAccount(`/project/view/${projectId}/setting/workflow/${flowType}`, accountId);
export const contractHref = (
  accountId: string,
  projectId: string,
  side: 'claim' | 'cert',
  contractId: string,
) => withAccount(`/contract/${projectId}/${side}/${contractId}`, accountId);
export const newContractHref = (accountId: string, projectId: string, side: 'claim' | 'cert') =>
  withAccount(`/create-new-contract/${projectId}/${side}`, accountId);

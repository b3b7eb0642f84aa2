import 'server-only';
import { scheduleCsvTemplate } from '@/lib/domain/line-items-csv';
import type { Actor } from '../session/resolve-actor';
import { loadContract } from '../contracts/load-contract';
import type { ContractScope } from './write-schedule';

/** GET …/lineitem/template: the import template, for anyone who may see the contract. */
export async function importTemplate(actor: Actor, scope: ContractScope) {
  await loadContract(actor, scope.contractId, { projectId: scope.projectId });
  return { filename: 'schedule-of-values-template.csv', csv: scheduleCsvTemplate() };
}

import 'server-only';
// GET …/read_setup_process: the steps from a new account to its first claim or certificate, each
// done or not, with a link to where the next one is taken. The dashboard shows them until all are
// done.
import {
  newProjectPage,
  projectPage,
  projectsPage,
  setupPage,
  type ContractIds,
} from '@/lib/paths/page-paths';
import type { Actor } from '../session/resolve-actor';
import { loadDashboardData, type DashboardContract, type DashboardData } from './dashboard-data';

const contractIds = (actor: Actor, c: DashboardContract): ContractIds => ({
  accountId: actor.accountId,
  projectId: c.project.id,
  side: c.side,
  contractId: c.id,
});

export function setupProcess(actor: Actor, data: DashboardData) {
  const firstProject = data.projects[0];
  const draft = data.contracts.find((c) => c.status === 'draft');
  const steps = [
    {
      key: 'project',
      label: 'Create a project',
      done: data.projects.length > 0,
      href: newProjectPage(actor.accountId),
    },
    {
      key: 'contract',
      label: 'Add a contract to a project',
      done: data.contracts.length > 0,
      href: firstProject ? projectPage(actor.accountId, firstProject.id) : projectsPage(actor.accountId),
    },
    {
      key: 'counterparty',
      label: 'Name the other party of a contract',
      done: data.contracts.some((c) => c.counterparty !== null),
      href: draft ? setupPage(contractIds(actor, draft)) : projectsPage(actor.accountId),
    },
    {
      key: 'start',
      label: 'Start a contract',
      done: data.contracts.some((c) => c.status !== 'draft'),
      href: draft ? setupPage(contractIds(actor, draft)) : projectsPage(actor.accountId),
    },
    {
      key: 'document',
      label: 'Issue or receive the first claim',
      // A claim served is a claimed amount in the flows.
      done: data.flows.some((f) => f.flow === 'claimed'),
      href: projectsPage(actor.accountId),
    },
  ];
  return { complete: steps.every((s) => s.done), steps };
}

export async function readSetupProcess(actor: Actor, now = new Date()) {
  return setupProcess(actor, await loadDashboardData(actor, now));
}

// A schedule screen (base contract, variations or materials): on a contract, with the contract's
// breadcrumb and tabs; as a creation step, with the setup breadcrumb and Back / Next between the
// steps. The navigation pieces are the contract screens' own (components/contracts).
import Link from 'next/link';
import { ContractBreadcrumb } from '@/components/contracts/contract-breadcrumb';
import { type ContractIds, contractPage, setupPage } from '@/lib/paths/page-paths';
import { ContractTabs } from '@/components/contracts/contract-tabs';
import { StepNav } from '@/components/contracts/setup-steps';
import type { ScheduleList } from '@/lib/schemas/line-items';
import { packScheduleList } from './packed-schedule';
import { ScheduleEditor } from './schedule-editor';
import { sectionOf, type Kind } from './sections';

export interface SchedulePageProps {
  kind: Kind;
  mode: 'contract' | 'create';
  accountId: string;
  currency: string;
  project: { id: string; name: string };
  contract: { id: string; name: string; side: 'claim' | 'cert' };
  list: ScheduleList;
}

export function SchedulePage(props: SchedulePageProps) {
  const { kind, mode, contract } = props;
  const ids: ContractIds = {
    accountId: props.accountId,
    projectId: props.project.id,
    side: contract.side,
    contractId: contract.id,
  };
  const section = sectionOf(kind);
  const home = mode === 'contract' ? contractPage(ids) : setupPage(ids);
  return (
    <>
      <ContractBreadcrumb
        accountId={ids.accountId}
        project={props.project}
        contract={{ href: home, name: contract.name }}
        current={section.title}
      />
      <h1>{section.title}</h1>
      {mode === 'contract' ? (
        <ContractTabs ids={ids} canEdit={props.list.can_edit} current={section.segment} />
      ) : (
        <p className="muted">
          Setting up <Link href={contractPage(ids)}>{contract.name}</Link>
        </p>
      )}
      <ScheduleEditor scope={ids} currency={props.currency} initial={packScheduleList(props.list)} />
      {mode === 'create' && <StepNav ids={ids} current={section.segment} />}
    </>
  );
}

import Link from 'next/link';
import type { ReactNode } from 'react';
import { ContractBreadcrumb } from './contract-breadcrumb';
import { type ContractIds, contractPage, setupPage } from '@/lib/paths/page-paths';
import { StepNav } from './setup-steps';

/** The frame of one creation step: breadcrumb to the setup overview, title, the form, Back/Next. */
export function SetupStepPage(props: {
  ids: ContractIds;
  project: { id: string; name: string };
  contractName: string;
  step: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <ContractBreadcrumb
        accountId={props.ids.accountId}
        project={props.project}
        contract={{ href: setupPage(props.ids), name: props.contractName }}
        current={props.title}
      />
      <h1>{props.title}</h1>
      <p className="muted">
        Setting up <Link href={contractPage(props.ids)}>{props.contractName}</Link>
      </p>
      <section className="card narrow-form" aria-label={props.title}>
        {props.children}
      </section>
      <StepNav ids={props.ids} current={props.step} />
    </>
  );
}

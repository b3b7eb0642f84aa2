import Link from 'next/link';
import type { CompletenessStep, MissingStep } from '@/lib/domain/contract-completeness';
import { type ContractIds, setupPage } from '@/lib/paths/page-paths';
import styles from './contracts.module.css';

/**
 * The contract creation steps (spec §2) in order. The schedule steps are the schedule editor's
 * pages and the workflow step the workflow editor's; each step that completeness checks (§5) shows
 * whether it is done.
 */
export const SETUP_STEPS: readonly { path: string; label: string; checks?: CompletenessStep[] }[] = [
  { path: 'details', label: 'Details', checks: ['details', 'tax'] },
  { path: 'paymentTerms', label: 'Payment terms', checks: ['payment_terms'] },
  { path: 'retention', label: 'Retention' },
  { path: 'baseContract', label: 'Base contract', checks: ['base_contract'] },
  { path: 'variations', label: 'Variations' },
  { path: 'materials', label: 'Materials' },
  { path: 'workflow', label: 'Approval workflow' },
];

export function SetupStepList({ ids, missing }: { ids: ContractIds; missing: MissingStep[] }) {
  return (
    <ol className={styles.steps}>
      {SETUP_STEPS.map((step) => {
        const gaps = missing.filter((m) => step.checks?.includes(m.step));
        const state = !step.checks ? 'Optional' : gaps.length ? 'To do' : 'Done';
        return (
          <li key={step.path} className={state === 'Done' ? styles.stepDone : undefined}>
            <Link href={setupPage(ids, step.path)}>{step.label}</Link>{' '}
            <span className="muted">({state})</span>
            {gaps.map((gap) => (
              <p key={gap.step} className="small">
                {gap.message}
              </p>
            ))}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Back and Next between the creation steps; Back from the first step and Finish after the last
 * return to the overview.
 */
export function StepNav({ ids, current }: { ids: ContractIds; current: string }) {
  const index = SETUP_STEPS.findIndex((s) => s.path === current);
  const previous = SETUP_STEPS[index - 1];
  const next = SETUP_STEPS[index + 1];
  return (
    <nav aria-label="Setup steps" className={styles.stepNav}>
      <Link href={setupPage(ids, previous?.path)}>
        Back{previous ? `: ${previous.label}` : ' to the overview'}
      </Link>
      {next ? (
        <Link href={setupPage(ids, next.path)}>Next: {next.label}</Link>
      ) : (
        <Link href={setupPage(ids)}>Finish: back to the overview</Link>
      )}
    </nav>
  );
}

/** Where a step's Save goes next, so that saving walks the user through the steps. */
export function nextStepPage(ids: ContractIds, current: string): string {
  const next = SETUP_STEPS[SETUP_STEPS.findIndex((s) => s.path === current) + 1];
  return setupPage(ids, next?.path);
}

// The claim's approval workflow (spec §3 Approval workflow, §4): each step with its approvers and
// where it stands, and what has happened so far with the comments given.
import { dateTimeText } from '@/lib/domain/zoned-dates';
import type { ClaimWorkflow } from '../claims/claim-json';
import styles from './documents.module.css';

const EVENT_LABELS: Record<string, string> = {
  send_for_approval: 'Sent for approval',
  approve_step: 'Approved',
  revert_step: 'Sent back a step',
  revert_to_draft: 'Reverted to draft',
  revert_to_review: 'Reverted to review',
};

/** Past review, every step has been through: the claim could not have left review otherwise. */
const pastApproval = (status: string) => ['approved', 'issued', 'certified'].includes(status);

function stepState(workflow: ClaimWorkflow, index: number, status: string): string {
  const step = workflow.steps[index]!;
  if (status === 'draft') return 'Not started';
  if (step.complete || pastApproval(status)) return 'Approved';
  return index === workflow.current_step_index ? 'Waiting for approval' : 'Not reached';
}

export function WorkflowPanel(props: {
  workflow: ClaimWorkflow;
  status: string;
  timeZone: string;
  /** 'claim' or 'certificate'. */
  term?: string;
}) {
  const { workflow } = props;
  if (workflow.steps.length === 0) {
    return (
      <p>
        This contract has no approval steps: sending the {props.term ?? 'claim'} for approval approves it.
      </p>
    );
  }
  return (
    <>
      <ol className={styles.steps}>
        {workflow.steps.map((step, index) => (
          <li
            key={step.id}
            aria-current={
              stepState(workflow, index, props.status) === 'Waiting for approval' ? 'step' : undefined
            }
          >
            <strong>{step.name}</strong>{' '}
            <span className="status">{stepState(workflow, index, props.status)}</span>
            <ul className={styles.approvers}>
              {step.approvers.map((a) => (
                <li key={a.user_id}>
                  {a.name}
                  {a.required ? '' : ' (optional)'}
                  {a.approved ? ' — approved' : pastApproval(props.status) ? '' : ' — not yet approved'}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {workflow.events.length > 0 && (
        <>
          <h3 className={styles.subheading}>Approval history</h3>
          <ul className={styles.events}>
            {workflow.events.map((e, i) => (
              <li key={i}>
                {dateTimeText(e.created_date, props.timeZone)}: {EVENT_LABELS[e.action] ?? e.action}
                {e.step_name ? ` (${e.step_name})` : ''} by {e.user_name}
                {e.comment && <q className={styles.comment}>{e.comment}</q>}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

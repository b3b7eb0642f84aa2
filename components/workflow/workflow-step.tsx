'use client';
import type { WorkflowStep } from '@/lib/domain/workflow-rules';
import type { WorkflowCandidate } from '@/lib/server/workflows/workflow-candidates';
import styles from './workflow.module.css';

export interface StepEdits {
  rename(name: string): void;
  remove(): void;
  addApprover(): void;
  removeApprover(j: number): void;
  setApprover(j: number, userId: string | null): void;
  setRequired(j: number, required: boolean): void;
}

/** One approval step: its name, and its approvers each with a "required" flag. */
export function WorkflowStepEditor(props: {
  index: number;
  step: WorkflowStep;
  candidates: WorkflowCandidate[];
  /** Names of saved approvers who are no longer candidates, so the choice still reads right. */
  formerNames: ReadonlyMap<string, string>;
  edits: StepEdits;
}) {
  const { index, step, edits } = props;
  const id = `step-${index}`;
  return (
    <fieldset className={`fieldset ${styles.step}`}>
      <legend>{step.name}</legend>
      <div className="field">
        <label htmlFor={`${id}-name`}>Name of step {index + 1}</label>
        <input
          id={`${id}-name`}
          value={step.name}
          maxLength={120}
          onChange={(e) => edits.rename(e.target.value)}
        />
      </div>
      {step.approvers.map((approver, j) => (
        <div key={j} className={styles.approverRow}>
          <div className="field">
            <label htmlFor={`${id}-approver-${j}`}>
              Approver {j + 1} of {step.name}
            </label>
            <select
              id={`${id}-approver-${j}`}
              value={approver.userId ?? ''}
              onChange={(e) => edits.setApprover(j, e.target.value || null)}
            >
              <option value="">Choose an approver</option>
              {props.candidates.map((c) => (
                <option key={c.user_id} value={c.user_id}>
                  {c.name}
                </option>
              ))}
              {approver.userId && props.formerNames.has(approver.userId) && (
                <option value={approver.userId}>
                  {props.formerNames.get(approver.userId)} (may no longer approve)
                </option>
              )}
            </select>
          </div>
          <label className="check">
            <input
              type="checkbox"
              checked={approver.required}
              onChange={(e) => edits.setRequired(j, e.target.checked)}
            />{' '}
            Required
          </label>
          <button
            type="button"
            className="link-button"
            aria-label={`Remove approver ${j + 1} from ${step.name}`}
            onClick={() => edits.removeApprover(j)}
          >
            Remove
          </button>
        </div>
      ))}
      <div className="actions">
        <button type="button" className="button secondary" onClick={edits.addApprover}>
          Add approver to {step.name}
        </button>
        <button type="button" className="button secondary" onClick={edits.remove}>
          Remove {step.name}
        </button>
      </div>
    </fieldset>
  );
}

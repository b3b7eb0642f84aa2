'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { addStep, removeStep, type WorkflowStep } from '@/lib/domain/workflow-rules';
import { ZSaveWorkflow } from '@/lib/schemas/workflows';
import type { WorkflowView } from '@/lib/server/workflows/read-workflow';
import { WorkflowStepEditor, type StepEdits } from './workflow-step';

/**
 * The approval-workflow step editor (spec §2, §5): steps named 'Approval Step {n}', removed with
 * renumbering, approvers chosen from the users who may approve, each required or optional. The
 * same schema as the server checks the steps before saving, so the §5 alert shows at once.
 */
export function WorkflowEditor(props: {
  saveUrl: string;
  view: Pick<WorkflowView, 'steps' | 'candidates'>;
  /** Where to go after saving; null stays on the page. */
  afterSaveHref: string | null;
}) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [steps, setSteps] = useState<WorkflowStep[]>(() =>
    props.view.steps.map((s) => ({
      name: s.name,
      approvers: s.approvers.map((a) => ({ userId: a.user_id, required: a.required })),
    })),
  );
  const [saving, setSaving] = useState(false);
  const eligible = new Set(props.view.candidates.map((c) => c.user_id));
  const formerNames = new Map(
    props.view.steps.flatMap((s) =>
      s.approvers.filter((a) => !eligible.has(a.user_id)).map((a) => [a.user_id, a.name]),
    ),
  );

  const update = (i: number, change: (step: WorkflowStep) => WorkflowStep) =>
    setSteps((list) => list.map((step, k) => (k === i ? change(step) : step)));
  const editsFor = (i: number): StepEdits => ({
    rename: (name) => update(i, (s) => ({ ...s, name })),
    remove: () => setSteps((list) => removeStep(list, i)),
    addApprover: () =>
      update(i, (s) => ({ ...s, approvers: [...s.approvers, { userId: null, required: true }] })),
    removeApprover: (j) => update(i, (s) => ({ ...s, approvers: s.approvers.filter((_, k) => k !== j) })),
    setApprover: (j, userId) =>
      update(i, (s) => ({ ...s, approvers: s.approvers.map((a, k) => (k === j ? { ...a, userId } : a)) })),
    setRequired: (j, required) =>
      update(i, (s) => ({ ...s, approvers: s.approvers.map((a, k) => (k === j ? { ...a, required } : a)) })),
  });

  const save = async () => {
    const body = {
      steps: steps.map((s) => ({
        name: s.name,
        approvers: s.approvers.map((a) => ({ user_id: a.userId, required: a.required })),
      })),
    };
    const checked = ZSaveWorkflow.safeParse(body);
    if (!checked.success) {
      await ui.alert('Error!', [...new Set(checked.error.issues.map((issue) => issue.message))]);
      return;
    }
    setSaving(true);
    const res = await api(props.saveUrl, { method: 'PUT', json: body });
    setSaving(false);
    if (!res.ok) return;
    ui.toast('Workflow saved.');
    if (props.afterSaveHref) router.push(props.afterSaveHref);
    else router.refresh();
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {steps.length === 0 && (
        <p className="muted">
          No approval steps: claims and certificates are approved as soon as they are sent.
        </p>
      )}
      {steps.map((step, i) => (
        <WorkflowStepEditor
          key={i}
          index={i}
          step={step}
          candidates={props.view.candidates}
          formerNames={formerNames}
          edits={editsFor(i)}
        />
      ))}
      <div className="actions">
        <button type="button" className="button secondary" onClick={() => setSteps(addStep)}>
          Add step
        </button>
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : 'Save workflow'}
        </button>
      </div>
    </form>
  );
}

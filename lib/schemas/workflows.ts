// Approval workflows (spec §3 Approval workflow, §5 Workflow): a project's default per flow type,
// or a contract's own. The same schema checks the editor in the browser and the PUT on the server.
import { z } from 'zod';
import { validateWorkflow } from '@/lib/domain/workflow-rules';
import { ZUuid } from './common';

export const FLOW_TYPES = ['claim', 'cert'] as const;
export type FlowType = (typeof FLOW_TYPES)[number];
export const ZFlowType = z.enum(FLOW_TYPES, 'Choose claim or cert');

export const ZWorkflowQuery = z.object({ flow_type: ZFlowType });

export const ZWorkflowApprover = z.object({
  /** null while the editor row has no user chosen; such rows are dropped on save. */
  user_id: ZUuid.nullable(),
  required: z.boolean(),
});

export const ZWorkflowStep = z.object({
  name: z.string().trim().min(1, 'Enter the step name').max(120, 'Use at most 120 characters'),
  approvers: z.array(ZWorkflowApprover).max(50, 'Use at most 50 approvers in a step'),
});

export const MAX_WORKFLOW_STEPS = 20;

export const ZSaveWorkflow = z
  .object({
    steps: z.array(ZWorkflowStep).max(MAX_WORKFLOW_STEPS, `Use at most ${MAX_WORKFLOW_STEPS} steps`),
  })
  .superRefine(({ steps }, ctx) => {
    const errors = validateWorkflow(
      steps.map((s) => ({
        name: s.name,
        approvers: s.approvers.map((a) => ({ userId: a.user_id, required: a.required })),
      })),
    );
    for (const error of errors) {
      ctx.addIssue({ code: 'custom', path: ['steps', error.stepIndex], message: error.message });
    }
  });
export type TSaveWorkflow = z.output<typeof ZSaveWorkflow>;

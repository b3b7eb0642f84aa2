import { route } from '@/lib/api/route';
import { ZProjectParams } from '@/lib/schemas/common';
import { ZSaveWorkflow, ZWorkflowQuery } from '@/lib/schemas/workflows';
import { readWorkflow } from '@/lib/server/workflows/read-workflow';
import { saveWorkflow } from '@/lib/server/workflows/save-workflow';

/**
 * The project's default approval workflow for ?flow_type=claim|cert, copied into each new contract; PUT
 * replaces its steps.
 */
export const GET = route(
  { auth: 'account', params: ZProjectParams, query: ZWorkflowQuery },
  async ({ actor, params, query }) =>
    readWorkflow(actor, { kind: 'project', projectId: params.g, flowType: query.flow_type }),
);

export const PUT = route(
  { auth: 'account', params: ZProjectParams, query: ZWorkflowQuery, body: ZSaveWorkflow },
  async ({ actor, params, query, body }) =>
    saveWorkflow(actor, { kind: 'project', projectId: params.g, flowType: query.flow_type }, body),
);

// A local stand-in for Procore's REST API serving the request and response shapes of its published
// documentation (developers.procore.com: OAuth endpoints; Core › Projects; Construction Financials ›
// Commitments › Work Order Contracts and their Line Items; Requisitions (Subcontractor Invoices)).
// It checks what Procore checks — the client credentials, the bearer token and the
// Procore-Company-Id header — pages lists with page/per_page, and keeps the requisitions it is sent.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCommitment {
  id: number;
  title: string;
  number: string;
  vendor: { id: number; name: string };
  line_items: {
    id: number;
    description: string;
    amount: string;
    quantity?: string;
    unit_cost?: string;
    uom?: string;
    position: number;
  }[];
}

export interface FakeRequisition {
  id: number;
  project_id: number;
  commitment_id: number;
  origin_id: string | null;
  invoice_number: string | null;
  requisition_start: string | null;
  requisition_end: string | null;
  status: string;
}

const TOKEN = 'fake-procore-token';

export async function startFakeProcore(options: {
  companyId: string;
  clientId: string;
  clientSecret: string;
}) {
  const state = {
    projects: [] as { id: number; name: string; project_number: string | null }[],
    commitments: new Map<number, FakeCommitment[]>(),
    requisitions: [] as FakeRequisition[],
    /** Accept the next requisition POSTs but answer 500, as if the answer were lost. */
    loseNextCreates: 0,
    calls: [] as string[],
  };
  const body = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const send = (res: ServerResponse, status: number, json: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(json));
  };
  const page = <T>(rows: T[], url: URL) => {
    const n = Number(url.searchParams.get('page') ?? 1);
    const per = Math.min(Number(url.searchParams.get('per_page') ?? 100), 100);
    return rows.slice((n - 1) * per, n * per);
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://procore');
      const text = await body(req);
      state.calls.push(`${req.method} ${url.pathname}`);
      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        const form = new URLSearchParams(text);
        if (
          form.get('grant_type') !== 'client_credentials' ||
          form.get('client_id') !== options.clientId ||
          form.get('client_secret') !== options.clientSecret
        )
          return send(res, 401, {
            error: 'invalid_client',
            error_description: 'Client authentication failed.',
          });
        return send(res, 200, { access_token: TOKEN, token_type: 'bearer', expires_in: 5400, created_at: 0 });
      }
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(res, 401, { errors: 'Unauthorized' });
      if (req.headers['procore-company-id'] !== options.companyId)
        return send(res, 403, { errors: 'Forbidden' });
      const projectId = Number(url.searchParams.get('project_id'));
      if (req.method === 'GET' && url.pathname === '/rest/v1.0/projects') {
        if (url.searchParams.get('company_id') !== options.companyId)
          return send(res, 403, { errors: 'Forbidden' });
        return send(res, 200, page(state.projects, url));
      }
      if (req.method === 'GET' && url.pathname === '/rest/v1.0/work_order_contracts') {
        const list = state.commitments.get(projectId) ?? [];
        return send(
          res,
          200,
          page(
            list.map((c) => ({
              id: c.id,
              title: c.title,
              number: c.number,
              vendor: c.vendor,
              status: 'Approved',
            })),
            url,
          ),
        );
      }
      const lines = /^\/rest\/v1\.0\/work_order_contracts\/(\d+)\/line_items$/.exec(url.pathname);
      if (req.method === 'GET' && lines) {
        const c = (state.commitments.get(projectId) ?? []).find((x) => x.id === Number(lines[1]));
        return c ? send(res, 200, page(c.line_items, url)) : send(res, 404, { errors: 'Not found' });
      }
      if (req.method === 'GET' && url.pathname === '/rest/v1.0/requisitions') {
        return send(
          res,
          200,
          page(
            state.requisitions.filter((r) => r.project_id === projectId),
            url,
          ),
        );
      }
      if (req.method === 'POST' && url.pathname === '/rest/v1.1/requisitions') {
        const input = JSON.parse(text) as {
          project_id: number;
          commitment_id: number;
          requisition: Partial<FakeRequisition>;
        };
        const created: FakeRequisition = {
          id: 1000 + state.requisitions.length,
          project_id: input.project_id,
          commitment_id: input.commitment_id,
          origin_id: input.requisition.origin_id ?? null,
          invoice_number: input.requisition.invoice_number ?? null,
          requisition_start: input.requisition.requisition_start ?? null,
          requisition_end: input.requisition.requisition_end ?? null,
          status: input.requisition.status ?? 'draft',
        };
        state.requisitions.push(created);
        if (state.loseNextCreates > 0) {
          state.loseNextCreates--;
          return send(res, 500, { errors: 'Internal Server Error' });
        }
        return send(res, 201, created);
      }
      const one = /^\/rest\/v1\.0\/requisitions\/(\d+)$/.exec(url.pathname);
      if (req.method === 'PATCH' && one) {
        const r = state.requisitions.find((x) => x.id === Number(one[1]) && x.project_id === projectId);
        if (!r) return send(res, 404, { errors: 'Not found' });
        Object.assign(r, (JSON.parse(text) as { requisition: Partial<FakeRequisition> }).requisition);
        return send(res, 200, r);
      }
      send(res, 404, { errors: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    state,
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

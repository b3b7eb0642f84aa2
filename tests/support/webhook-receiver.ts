// A real HTTP receiver for the webhook integration, as an in-house system would write one from the
// README's contract: it checks ClaimCert-Signature (HMAC-SHA256 over "<t>.<body>" with the signing
// secret) on every request, keeps each event once by its id, and serves the jobs endpoint. Tests can
// make it answer 500 a number of times, and stop and restart it on the same port. Plain node:http
// and node:crypto, so the e2e spec starts it too.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedEvent {
  id: string;
  type: string;
  created_at: string;
  account_id: string;
  data: Record<string, unknown>;
}

export interface ReceiverJob {
  id: string;
  name: string;
  number?: string | null;
  subcontracts: unknown[];
}

function signed(header: string | undefined, secret: string, body: string): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300 || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(String(parts.v1), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startWebhookReceiver(options: { port?: number } = {}) {
  const state = {
    secret: '',
    /** Answer 500 to this many more event POSTs. */
    failNext: 0,
    /** Each event once, by id, in arrival order. */
    events: new Map<string, ReceivedEvent>(),
    /** Every POST that reached it, repeats and refusals included. */
    attempts: 0,
    badSignatures: 0,
    jobs: [] as ReceiverJob[],
  };
  let server: Server | null = null;
  let port = options.port ?? 0;

  const handler = async (req: IncomingMessage, res: import('node:http').ServerResponse) => {
    const body = await bodyOf(req);
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (!signed(req.headers['claimcert-signature'] as string | undefined, state.secret, body)) {
      state.badSignatures++;
      return send(401, { error: 'bad signature' });
    }
    const url = new URL(req.url ?? '/', 'http://receiver');
    if (req.method === 'POST' && url.pathname === '/events') {
      state.attempts++;
      if (state.failNext > 0) {
        state.failNext--;
        return send(500, { error: 'try again' });
      }
      const event = JSON.parse(body) as ReceivedEvent;
      if (!state.events.has(event.id)) state.events.set(event.id, event);
      return send(200, { received: event.id });
    }
    if (req.method === 'GET' && url.pathname === '/jobs') {
      return send(200, {
        jobs: state.jobs.map((j) => ({ id: j.id, name: j.name, number: j.number ?? null })),
      });
    }
    const subs = /^\/jobs\/([^/]+)\/subcontracts$/.exec(url.pathname);
    if (req.method === 'GET' && subs) {
      const job = state.jobs.find((j) => j.id === decodeURIComponent(subs[1]!));
      return job ? send(200, { subcontracts: job.subcontracts }) : send(404, { error: 'no such job' });
    }
    send(404, { error: 'not found' });
  };

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((req, res) => void handler(req, res));
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
      server = null;
    });

  await start();
  return {
    state,
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    get eventsUrl() {
      return `http://127.0.0.1:${port}/events`;
    },
    get jobsUrl() {
      return `http://127.0.0.1:${port}/jobs`;
    },
    events: () => [...state.events.values()],
    start,
    stop,
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

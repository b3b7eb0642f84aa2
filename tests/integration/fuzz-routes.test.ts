// Issue 16 "Done when": hostile input — NUL and other control characters, lone surrogates, 10 MB
// strings, wrong types, deep nesting, malformed JSON and multipart — sent to every route handler
// under app/api, signed in as the owner of a seeded account with the demo's real ids in the path,
// so each request gets as far as input can take it. Every answer must be a 4xx, and at the end
// every table must hold exactly what it held before.
//
// Routes are found on disk when the test runs, so a new route is fuzzed without anyone listing it.
// A route's body reader (JSON through the wrapper's `body:` option, or a multipart reader) is read
// from its source; bodies go only to routes that read them, since a route that takes no body
// rightly ignores one.
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../support/session';
import { seedClaimsDemo } from '../support/claims-demo';
import { TINY_PNG } from '../support/call-upload';
import { TOO_DEEP_MESSAGE, UNSAFE_TEXT_MESSAGES } from '@/lib/api/reject-unsafe-input';
import { db } from '@/lib/db/client';

type Handler = (request: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Reader = 'json' | 'multipart' | 'none';
interface RouteMethod {
  label: string;
  file: string;
  method: string;
  segments: string[];
  reader: Reader;
}

const API_DIR = path.resolve(__dirname, '../../app/api');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
/** next-auth's own handler needs Next's request context; its credentials go through ZLogin. */
const NOT_OURS = ['auth/[...nextauth]/route.ts'];
const MULTIPART_READERS = /\b(readFormData|readImageUpload|readImageFile|readPaymentForm)\(/;

function findRoutes(): RouteMethod[] {
  const files = readdirSync(API_DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('route.ts') && !NOT_OURS.includes(f))
    .sort();
  return files.flatMap((file) => {
    const source = readFileSync(path.join(API_DIR, file), 'utf8');
    const segments = [...file.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!);
    // Each export's own text runs from its `export const` to the next one.
    const parts = source.split(/(?=^export const (?:GET|POST|PUT|PATCH|DELETE) =)/m);
    return METHODS.flatMap((method) => {
      const part = parts.find((p) => p.startsWith(`export const ${method} =`));
      if (!part) return [];
      const reader: Reader = /\bbody: Z/.test(part)
        ? 'json'
        : MULTIPART_READERS.test(part)
          ? 'multipart'
          : 'none';
      return [{ label: `${method} ${file.replace(/\/?route\.ts$/, '')}`, file, method, segments, reader }];
    });
  });
}

const ROUTES = findRoutes();
const handlers = new Map<string, Handler>();

// ── the hostile input ───────────────────────────────────────────────────────────────────────────

/** Field names the product's bodies use, so each hostile value lands where some schema reads it. */
const FIELDS = [
  ...['name', 'account_name', 'entity_name', 'error_stack', 'error_message', 'url', 'email', 'password'],
  ...['first_name', 'last_name', 'phone', 'note', 'notes', 'comment', 'description', 'reason', 'title'],
  ...['message', 'label', 'unit', 'reference', 'contract_name', 'contract_number', 'address', 'code'],
  ...['file_name', 'file_type', 'kind', 'type', 'status', 'timezone', 'country', 'updated_at'],
];

/** A representative body: every field, and nested contacts, items and members, all set to `value`. */
function bodyOf(value: unknown) {
  const flat = Object.fromEntries(FIELDS.map((f) => [f, value]));
  return { ...flat, contacts: [flat], items: [flat], members: [flat], invitee: flat };
}

/**
 * Bodies that are valid but for the text in them: the reports of issue 16, where NUL got past the
 * schema and PostgreSQL refused it with a 500. The generic body above, wrong in other fields too,
 * would be refused by most schemas anyway.
 */
const VALID_BODIES: Record<string, (text: string) => unknown> = {
  'POST report_error': (text) => ({ error_path: '/claims', error_stack: text }),
  'PATCH account/[acc]': (text) => ({ account_name: text }),
  'POST group/account/[acc]/contract_group': (text) => ({ name: text }),
  'PATCH group/account/[acc]/contract_group/[g]': (text) => ({ name: text }),
  'POST company/account/[acc]/company': (text) => ({ entity_name: text, contacts: [] }),
  'POST contract/account/[acc]/contract_group/[g]/contract/[c]/invite': (text) => ({
    to_contacts: [{ contact_name: text, contact_email: 'ana@example.nz' }],
  }),
};

const TEN_MB = 'x'.repeat(10_000_000);
const nested = (open: string, close: string) => `${open.repeat(1_000)}1${close.repeat(1_000)}`;

/** [label, raw JSON text, the message the answer must carry (undefined: any 4xx)]. */
const JSON_BODIES: [string, string, string?][] = [
  ['NUL in every field', JSON.stringify(bodyOf('a\u0000b')), UNSAFE_TEXT_MESSAGES.control],
  ['escape and C1 controls', JSON.stringify(bodyOf('\u001b[2J\u0085')), UNSAFE_TEXT_MESSAGES.control],
  ['a lone surrogate', JSON.stringify(bodyOf('half \ud83d')), UNSAFE_TEXT_MESSAGES.surrogate],
  ['NUL in a key', JSON.stringify({ 'k\u0000': 1 }), UNSAFE_TEXT_MESSAGES.control],
  ['numbers for strings', JSON.stringify(bodyOf(12345))],
  ['arrays for strings', JSON.stringify(bodyOf([]))],
  ['objects for strings', JSON.stringify(bodyOf({}))],
  ['nulls everywhere', JSON.stringify(bodyOf(null))],
  ['an array for the body', '[]'],
  ['null for the body', 'null'],
  ['a number for the body', '42'],
  ['a string for the body', '"text"'],
  ['1,000 nested arrays', nested('[', ']'), TOO_DEEP_MESSAGE],
  ['1,000 nested objects', nested('{"a":', '}'), TOO_DEEP_MESSAGE],
  ['truncated JSON', '{"name":'],
  ['a raw NUL inside JSON text', '{"name":"a\u0000b"}'],
];

/**
 * Routes that get a 10 MB string: in a JSON body, the public ones and one of each body-size limit;
 * in multipart, one refused by its stated size and one whose limit lets it be read.
 */
const TEN_MB_ROUTES = new Set([
  'POST report_error',
  'POST sign_up',
  'PATCH account/[acc]',
  'PUT claim/account/[acc]/contract_group/[g]/contract/[c]/claim/[cl]',
  'POST account/[acc]/logo',
  'POST contract/account/[acc]/contract_group/[g]/contract/[c]/attachments',
]);

/** The query a route needs before it reads its body (without it, the query is what is refused). */
const VALID_QUERY: Record<string, string> = {
  'POST contract/account/[acc]/contract_group/[g]/contract': '?type=claim',
  'PUT group/account/[acc]/contract_group/[g]/workflows': '?flow_type=claim',
  'POST contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/[itemId]/approve': '?status=approved',
  'POST contract/account/[acc]/contract_group/[g]/contract/[c]/lineitem/import': '?kind=base',
  // Committing, so that a file with a bad row is refused rather than previewed.
  'POST company/account/[acc]/company/upload_csv': '?commit=true',
};
const CSV_ROUTES = Object.keys(VALID_QUERY).filter((label) => /import|csv/.test(label));

// ── the requests ────────────────────────────────────────────────────────────────────────────────

let params: Record<string, string> = {};
let payerParams: Record<string, string> = {};
let users: { payee: string; payer: string };
let before: Record<string, string>;

beforeAll(async () => {
  const demo = await seedClaimsDemo();
  const contractId = demo.contract.id;
  const first = async <T extends { id: string }>(found: Promise<T | null>) =>
    (await found)?.id ?? randomUUID();
  const shared = {
    cl: demo.claimIds[2]!,
    cert: await first(db().certificate.findFirst({ where: { contractId } })),
    fileId: await first(db().attachment.findFirst()),
    itemId: await first(db().lineItem.findFirst({ where: { contractId } })),
    step: '1',
    inv: await first(db().invitation.findFirst({ where: { contractId } })),
    paymentId: await first(db().payment.findFirst()),
    userId: demo.users.manager,
    code: randomBytes(32).toString('base64url'),
    provider: 'webhook',
  };
  params = {
    ...shared,
    ...demo.payee,
    companyId: await first(db().company.findFirst({ where: { accountId: demo.payee.acc } })),
    id: demo.payee.acc,
  };
  payerParams = { ...params, ...demo.payer };
  users = { payee: demo.users.claimer, payer: demo.users.certifier };
  before = await tableChecksums();
});

/** The certifier's side of the shared contract is reached through the payer's account. */
const payerSide = (route: RouteMethod) => /^(cert|paycert)\//.test(route.file);

function paramsFor(route: RouteMethod, override: Record<string, string> = {}) {
  const all = payerSide(route) ? payerParams : params;
  const own = Object.fromEntries(route.segments.map((s) => [s, all[s] ?? randomUUID()]));
  return { ...own, ...override };
}

interface Init {
  params?: Record<string, string>;
  query?: string;
  body?: string | Uint8Array;
  headers?: Record<string, string>;
}

async function send(route: RouteMethod, init: Init): Promise<{ status: number; message: string }> {
  signInAs(payerSide(route) ? users.payer : users.payee);
  const query = init.query ?? VALID_QUERY[route.label] ?? '';
  const request = new Request(`http://localhost/api/fuzz${query}`, {
    method: route.method,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.body as BodyInit | undefined,
  });
  const response = await handlers.get(route.label)!(request, {
    params: Promise.resolve(init.params ?? paramsFor(route)),
  });
  const text = await response.text();
  let message = text.slice(0, 200);
  try {
    message = (JSON.parse(text) as { errors: { message: string }[] }).errors.map((e) => e.message).join(' ');
  } catch {
    // Not an error body (a PDF or CSV on success): the status tells the story.
  }
  return { status: response.status, message };
}

async function multipart(form: FormData) {
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return {
    body,
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      'content-length': String(body.byteLength),
    },
  };
}

/** A form with a valid image in `file` (unless `file` is null) and these text fields. */
function formWith(fields: Record<string, string>, fileName = 'a.png', file: BlobPart | null = TINY_PNG) {
  const form = new FormData();
  if (file !== null) form.set('file', new File([file], fileName, { type: 'image/png' }));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

const FORM_FIELDS = (value: string) => ({ file_type: value, is_shared: value, data: value, kind: value });

/** [label, how to build the request, the message the answer must carry (undefined: any 4xx)]. */
const MULTIPART_BODIES: [string, () => Promise<Init>, string?][] = [
  [
    'NUL in the text fields',
    () => multipart(formWith(FORM_FIELDS('a\u0000b'))),
    UNSAFE_TEXT_MESSAGES.control,
  ],
  [
    'a C1 control in the text fields',
    () => multipart(formWith(FORM_FIELDS('a\u0085'))),
    UNSAFE_TEXT_MESSAGES.control,
  ],
  ['NUL in the file name', () => multipart(formWith({}, 'a\u0000b.png')), UNSAFE_TEXT_MESSAGES.control],
  // Without a file, so that a route which takes only a file refuses these too.
  [
    'NUL escaped in the JSON of a data field',
    () => multipart(formWith({ data: JSON.stringify({ paid_amount: 1, paid_on: '\u0000' }) }, '', null)),
  ],
  ['wrong types in the data field', () => multipart(formWith({ data: '[[[]]]', file_type: '1' }, '', null))],
  ['JSON instead of multipart', async () => ({ body: JSON.stringify(bodyOf('x')) })],
  [
    'a broken multipart body',
    async () => ({
      body: 'not multipart at all',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '20' },
    }),
  ],
  [
    'no stated length',
    async () => ({
      ...(await multipart(formWith({}))),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    }),
  ],
];

/** Every row of every table, hashed: equal before and after means nothing was written. */
async function tableChecksums(): Promise<Record<string, string>> {
  const tables = await db().$queryRaw<{ name: string }[]>`
    SELECT tablename AS name FROM pg_tables
    WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations' ORDER BY tablename`;
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await db().$queryRawUnsafe<{ n: number; h: string }[]>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${name}" t`,
    );
    sums[name] = `${row!.n} rows, ${row!.h}`;
  }
  return sums;
}

// ── the tests ───────────────────────────────────────────────────────────────────────────────────

type Answer = { label: string; status: number; message: string };
const refusals = (answers: Answer[]) => answers.filter((a) => a.status < 400 || a.status >= 500);

describe('every route refuses hostile input with a 4xx', () => {
  beforeAll(async () => {
    for (const route of ROUTES) {
      const exported = (await import(path.join(API_DIR, route.file))) as Record<string, Handler>;
      handlers.set(route.label, exported[route.method]!);
    }
  });

  it('finds the routes and their readers', () => {
    const labels = ROUTES.map((r) => r.label);
    for (const label of [...Object.keys(VALID_BODIES), ...TEN_MB_ROUTES, ...Object.keys(VALID_QUERY)]) {
      expect(labels).toContain(label);
    }
    expect(ROUTES.length).toBeGreaterThan(150);
    expect(ROUTES.filter((r) => r.reader === 'json').length).toBeGreaterThan(50);
    expect(ROUTES.filter((r) => r.reader === 'multipart').length).toBeGreaterThanOrEqual(7);
  });

  it.each(ROUTES.map((r) => [r.label, r] as const))('%s', async (_label, route) => {
    const answers: Answer[] = [];
    const misread: string[] = [];
    const pending: Promise<void>[] = [];
    // The requests of one route go together: all refused, none can disturb another.
    const ask = (label: string, init: Init | Promise<Init>, message?: string) => {
      pending.push(
        (async () => {
          const answer = await send(route, await init);
          answers.push({ label, ...answer });
          if (message && answer.message !== message) {
            misread.push(`${label}: ${answer.status} ${answer.message}`);
          }
        })(),
      );
    };

    // The query: any string in it is checked, whether or not the route reads one.
    const query = VALID_QUERY[route.label] ? `${VALID_QUERY[route.label]}&` : '?';
    ask('NUL in the query', { query: `${query}search=a%00b` }, UNSAFE_TEXT_MESSAGES.control);
    ask('escape in the query', { query: `${query}a=%1B` }, UNSAFE_TEXT_MESSAGES.control);

    // The path: every segment but the account (an unknown account is 403, before anything is read).
    for (const segment of route.segments.filter((s) => s !== 'acc')) {
      ask(`NUL in [${segment}]`, { params: paramsFor(route, { [segment]: 'x\u0000' }) });
      ask(`lone surrogate in [${segment}]`, { params: paramsFor(route, { [segment]: '\udc00' }) });
    }
    if (route.segments.includes('acc')) {
      ask('NUL in [acc]', { params: paramsFor(route, { acc: `${params.acc}\u0000` }) });
    }

    if (route.reader === 'json') {
      for (const [label, body, message] of JSON_BODIES) ask(label, { body }, message);
      const valid = VALID_BODIES[route.label];
      if (valid) {
        const body = (text: string) => JSON.stringify(valid(text));
        ask('NUL in a valid body', { body: body('Kauri\u0000 Interiors') }, UNSAFE_TEXT_MESSAGES.control);
        ask(
          'a lone surrogate in a valid body',
          { body: body('Kauri \ud83d') },
          UNSAFE_TEXT_MESSAGES.surrogate,
        );
      }
      if (TEN_MB_ROUTES.has(route.label)) {
        ask('a 10 MB string', { body: JSON.stringify({ name: TEN_MB }) });
        ask('a 10 MB string, length stated', {
          body: JSON.stringify({ name: TEN_MB }),
          headers: { 'content-length': String(TEN_MB.length + 11) },
        });
      }
    }
    if (route.reader === 'multipart') {
      for (const [label, build, message] of MULTIPART_BODIES) ask(label, build(), message);
      if (CSV_ROUTES.includes(route.label)) {
        for (const char of ['\u0000', '\u001b']) {
          const csv = `Description,name,email\nKauri${char},Kauri,a@b.nz\n`;
          ask(
            `a CSV with U+${char.charCodeAt(0).toString(16).padStart(4, '0')} in a cell`,
            multipart(formWith({}, 'a.csv', csv)),
          );
        }
      }
      if (TEN_MB_ROUTES.has(route.label)) {
        ask('a 10 MB text field', multipart(formWith({ file_type: TEN_MB }, '', null)));
      }
    }

    await Promise.all(pending);
    expect(refusals(answers)).toEqual([]);
    // Where a check is meant to catch the input, it is that check that answers.
    expect(misread).toEqual([]);
  });

  it('changed nothing in the database', async () => {
    expect(Object.keys(before).length).toBeGreaterThan(30);
    expect(await tableChecksums()).toEqual(before);
  });
});

// The one wrapper every /api handler goes through:
//   same-origin check for writes → session or personal API token → membership of the account in the
//   path → permission → zod parsing of params, query and body → handler (one service call) → JSON
//   response; any throw → §8 error body. Every answer carries the security headers.
// The options a handler declares (auth, schemas, permission, docs) stay on the handler it returns
// (routeSpecOf), and lib/api/openapi builds the OpenAPI document from them.
import 'server-only';
import { randomUUID } from 'node:crypto';
import { z, type ZodType } from 'zod';
import { logger } from '@/lib/log/logger';
import { sessionUserId } from '@/lib/server/auth/session-user';
import { asOneRequest } from '@/lib/db/client';
import { can, type Action, type Resource } from '@/lib/domain/permissions';
import { authenticateApiToken } from '@/lib/server/api-tokens/authenticate-api-token';
import { forgetSharedReads } from '@/lib/server/permissions/shared-by-viewers';
import { bearerSecret } from '@/lib/server/api-tokens/token-secret';
import { resolveActor, type Actor } from '@/lib/server/session/resolve-actor';
import { AppError } from '@/lib/errors/app-error';
import { toErrorResponse, zodErrorItems } from './error-response';
import { readJsonBody, DEFAULT_MAX_BODY_BYTES } from './read-json-body';
import { assertSameOrigin } from './same-origin';
import { withApiSecurityHeaders } from './security-headers';
import { rejectUnsafeInput } from './reject-unsafe-input';
import { apiJson, json } from './json-response';

export { json };

export type Auth = 'public' | 'user' | 'account';

/** What the OpenAPI document says of a handler beyond its schemas (lib/api/openapi). */
export interface RouteDocs {
  /** One line naming the operation; the handler's path and method are used when absent. */
  summary?: string;
  /** A multipart/form-data body, read by the handler itself rather than by `body`. */
  form?: {
    /** File fields the form must have. */
    files: readonly string[];
    optionalFiles?: readonly string[];
    /** The schema of its text fields, when the handler parses them with one. */
    fields?: ZodType;
    /** Plain text fields the handler reads without a schema. */
    text?: readonly string[];
    /** Text fields that carry JSON, with the schema of that JSON. */
    json?: Record<string, ZodType>;
  };
  /** A file download: the media type of a successful answer instead of JSON. */
  produces?: string;
  /** The status of a successful answer when not 200 (201 for most creations). */
  status?: number;
}

export interface RouteOptions<P extends ZodType, Q extends ZodType, B extends ZodType, A extends Auth> {
  /** public: anyone; user: signed in; account: a member of the account named by the `acc` param. */
  auth: A;
  params?: P;
  query?: Q;
  body?: B;
  /** Account-level permission the caller's role must grant (spec §6). */
  permission?: [Resource, Action];
  maxBodyBytes?: number;
  docs?: RouteDocs;
}

/** The options a route() handler was made with, as the OpenAPI generator reads them. */
export type RouteSpec = RouteOptions<ZodType, ZodType, ZodType, Auth>;
const SPEC = Symbol.for('claimcert.routeSpec');

/** The declared options of a route() handler, or null for a handler made some other way. */
export function routeSpecOf(handler: unknown): RouteSpec | null {
  return typeof handler === 'function' ? ((handler as { [SPEC]?: RouteSpec })[SPEC] ?? null) : null;
}

export const READ_ONLY_TOKEN_MESSAGE =
  'This API token can only read: make one with the Admin role to change things.';

export interface RouteContext<P, Q, B, A extends Auth> {
  request: Request;
  params: P;
  query: Q;
  body: B;
  userId: A extends 'public' ? string | null : string;
  actor: A extends 'account' ? Actor : null;
}

type NextContext = { params: Promise<Record<string, string | string[] | undefined>> };
type Out<T extends ZodType | undefined> = T extends ZodType ? z.output<T> : undefined;

export function route<
  A extends Auth,
  P extends ZodType = ZodType<Record<string, never>>,
  Q extends ZodType = ZodType<Record<string, never>>,
  B extends ZodType = ZodType<undefined>,
>(
  options: RouteOptions<P, Q, B, A>,
  handler: (ctx: RouteContext<Out<P>, Out<Q>, Out<B>, A>) => Promise<unknown>,
): (request: Request, next: NextContext) => Promise<Response> {
  const answer = async (request: Request, next: NextContext, seen: Seen): Promise<Response> => {
    try {
      assertSameOrigin(request);
      const rawParams = (await next?.params) ?? {};
      const who = caller(request, options.auth, String(rawParams.acc ?? ''));
      who.then((w) => (seen.userId = w.userId)).catch(() => {});
      // The body is read and parsed while the caller's membership is being looked up, but judged
      // only after it: a caller who may not call still gets 401/403, never a complaint about the body.
      const sent = options.body
        ? readJsonBody(request, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)
        : Promise.resolve(undefined);
      sent.catch(() => {});
      const { userId, actor } = await who;
      if (actor && options.permission && !can({ account: actor.role }, ...options.permission)) {
        throw new AppError('forbidden');
      }

      const params = parse(options.params, rawParams, 'params');
      const query = parse(options.query, Object.fromEntries(new URL(request.url).searchParams), 'query');
      const body = options.body ? parse(options.body, await sent, undefined) : undefined;

      const ctx = { request, params, query, body, userId, actor };
      const result = await asOneRequest(() =>
        handler(ctx as unknown as RouteContext<Out<P>, Out<Q>, Out<B>, A>),
      );
      // A plain answer is made with the headers rather than copied into a second response.
      return result instanceof Response ? withApiSecurityHeaders(result) : apiJson(result);
    } catch (error) {
      return withApiSecurityHeaders(toErrorResponse(error, seen.requestId));
    }
  };
  // Every answer carries its request id (x-request-id, and request_id in error bodies), and writes
  // one log line with it, so a user's "it failed" and the server's log meet on one id.
  const handle = async (request: Request, next: NextContext): Promise<Response> => {
    const started = performance.now();
    const seen: Seen = { requestId: requestIdOf(request), userId: null };
    const response = await answer(request, next, seen);
    // A write may change what viewers share (shared-by-viewers.ts): they read it again.
    if (!['GET', 'HEAD'].includes(request.method)) forgetSharedReads();
    response.headers.set('x-request-id', seen.requestId);
    logger.info(
      {
        req_id: seen.requestId,
        method: request.method,
        path: new URL(request.url).pathname,
        status: response.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        user: seen.userId,
      },
      'request',
    );
    return response;
  };
  return Object.assign(handle, { [SPEC]: options as unknown as RouteSpec });
}

interface Seen {
  requestId: string;
  userId: string | null;
}

/** The id a proxy or load balancer gave the request (X-Request-Id), when it is a sane one; else a new one. */
function requestIdOf(request: Request): string {
  const given = request.headers.get('x-request-id');
  return given && /^[A-Za-z0-9._:-]{8,128}$/.test(given) ? given : randomUUID();
}

/**
 * Who is calling. A request with `Authorization: Bearer …` is judged by its token alone (never by
 * a cookie beside it): on account routes it becomes its maker's Actor in its own account; user
 * routes (profile, invitations, platform admin) refuse it; public routes ignore it. Without a
 * token, the session cookie decides, as it always has.
 */
async function caller(
  request: Request,
  auth: Auth,
  accountId: string,
): Promise<{ userId: string | null; actor: Actor | null }> {
  const secret = auth === 'public' ? null : bearerSecret(request);
  if (secret !== null) {
    const actor = await authenticateApiToken(request, secret, auth === 'account' ? accountId : null);
    if (actor.apiToken?.readOnly && !['GET', 'HEAD'].includes(request.method)) {
      throw new AppError('forbidden', READ_ONLY_TOKEN_MESSAGE);
    }
    return { userId: actor.userId, actor };
  }
  const userId = await sessionUserId();
  if (auth === 'public') return { userId, actor: null };
  if (!userId) throw new AppError('unauthorized');
  if (auth === 'user') return { userId, actor: null };
  const actor = await resolveActor(userId, accountId);
  if (!actor) throw new AppError('forbidden');
  return { userId, actor };
}

function parse(schema: ZodType | undefined, value: unknown, prefix: string | undefined): never {
  // Before any schema, and even where a route declares none: no NUL, control character or broken
  // character reaches a handler from the path, the query or the body.
  rejectUnsafeInput(value, prefix);
  if (!schema) return undefined as never;
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError('invalid', zodErrorItems(result.error, prefix));
  return result.data as never;
}

// The one wrapper every /api handler goes through:
//   same-origin check for writes → session → membership of the account in the path → permission
//   → zod parsing of params, query and body → handler (one service call) → JSON response; any
//   throw → §8 error body. Every answer carries the security headers.
import 'server-only';
import { z, type ZodType } from 'zod';
import { sessionUserId } from '@/lib/auth/session';
import { can, type Action, type Resource } from '@/lib/domain/permissions';
import { resolveActor, type Actor } from '@/lib/server/session/resolve-actor';
import { AppError } from './app-error';
import { toErrorResponse, zodErrorItems } from './error-response';
import { readJsonBody, DEFAULT_MAX_BODY_BYTES } from './read-json-body';
import { assertSameOrigin } from './same-origin';
import { withApiSecurityHeaders } from './security-headers';
import { rejectUnsafeInput } from './reject-unsafe-input';

type Auth = 'public' | 'user' | 'account';

interface RouteOptions<P extends ZodType, Q extends ZodType, B extends ZodType, A extends Auth> {
  /** public: anyone; user: signed in; account: a member of the account named by the `acc` param. */
  auth: A;
  params?: P;
  query?: Q;
  body?: B;
  /** Account-level permission the caller's role must grant (spec §6). */
  permission?: [Resource, Action];
  maxBodyBytes?: number;
}

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
  return async (request, next) => {
    try {
      assertSameOrigin(request);
      const rawParams = (await next?.params) ?? {};
      const userId = await sessionUserId();
      if (options.auth !== 'public' && !userId) throw new AppError('unauthorized');

      let actor: Actor | null = null;
      if (options.auth === 'account') {
        actor = await resolveActor(userId!, String(rawParams.acc ?? ''));
        if (!actor) throw new AppError('forbidden');
        if (options.permission && !can({ account: actor.role }, ...options.permission)) {
          throw new AppError('forbidden');
        }
      }

      const params = parse(options.params, rawParams, 'params');
      const query = parse(options.query, Object.fromEntries(new URL(request.url).searchParams), 'query');
      const body = options.body
        ? parse(
            options.body,
            await readJsonBody(request, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES),
            undefined,
          )
        : undefined;

      const ctx = { request, params, query, body, userId, actor };
      const result = await handler(ctx as unknown as RouteContext<Out<P>, Out<Q>, Out<B>, A>);
      return withApiSecurityHeaders(result instanceof Response ? result : json(result));
    } catch (error) {
      return withApiSecurityHeaders(toErrorResponse(error));
    }
  };
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

/** JSON response; BIGINT columns that reach here become numbers (cents stay far below 2^53). */
export function json(data: unknown, status = 200): Response {
  const text = JSON.stringify(data ?? null, (_key, value) =>
    typeof value === 'bigint' ? Number(value) : value,
  );
  return new Response(text, { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

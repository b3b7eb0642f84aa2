// Calls an App Router handler the way Next does: a Request plus a params promise.
// Tests inspect response bodies freely; each assertion states the shape it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonBody = any;
export type Handler = (
  request: Request,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;

export interface RouteCall {
  url?: string;
  method?: string;
  params?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export async function callRoute(
  handler: Handler,
  init: RouteCall = {},
): Promise<{ status: number; body: JsonBody }> {
  const response = await handler(routeRequest(init), { params: Promise.resolve(init.params ?? {}) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The request a browser would send for `init`: its JSON body, method and headers. */
export function routeRequest(init: RouteCall = {}): Request {
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  return new Request(init.url ?? 'http://localhost/api/test', {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...init.headers },
    body,
  });
}

// Calls an App Router handler the way Next does: a Request plus a params promise.
// Tests inspect response bodies freely; each assertion states the shape it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type JsonBody = any;
type Handler = (request: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export async function callRoute(
  handler: Handler,
  init: {
    url?: string;
    method?: string;
    params?: Record<string, string>;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: JsonBody }> {
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  const request = new Request(init.url ?? 'http://localhost/api/test', {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', ...init.headers },
    body,
  });
  const response = await handler(request, { params: Promise.resolve(init.params ?? {}) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

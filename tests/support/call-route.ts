// Calls an App Router handler the way Next does: a Request plus a params promise.
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
): Promise<{ status: number; body: any }> {
  // eslint-disable-line @typescript-eslint/no-explicit-any -- test responses are inspected freely
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

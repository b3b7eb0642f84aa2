// Calls an upload handler with a real multipart/form-data body, Content-Length included, as a
// browser sends it.
type Handler = (request: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export async function callUpload(
  handler: Handler,
  init: {
    params?: Record<string, string>;
    file?: { bytes: Uint8Array; name: string; type: string };
    fields?: Record<string, string>;
    headers?: Record<string, string>;
  },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(init.fields ?? {})) form.set(name, value);
  if (init.file) {
    form.set('file', new Blob([init.file.bytes as BlobPart], { type: init.file.type }), init.file.name);
  }
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const request = new Request('http://localhost/api/upload', {
    method: 'POST',
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      'content-length': String(body.byteLength),
      ...init.headers,
    },
    body,
  });
  const response = await handler(request, { params: Promise.resolve(init.params ?? {}) });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
}

/** The smallest valid PNG: 1×1 transparent pixel. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);

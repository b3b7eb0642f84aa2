// The JSON answer of every handler (lib/api/route.ts).
import { jsonText } from '@/lib/json/json-text';
import { API_SECURITY_HEADERS, madeSecure } from './security-headers';

/** JSON response of `data` (jsonText: BIGINTs as numbers; a JsonText sent as it is). */
export function json(data: unknown, status = 200, headers: Readonly<Record<string, string>> = {}): Response {
  const text = jsonText(data);
  // As bytes: a string body is first scanned for broken characters (undici's toUSVString), a pass
  // over a megabyte answer that JSON.stringify's output, always well formed, never needs.
  return new Response(Buffer.from(text, 'utf8'), {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
  });
}

/** A successful /api answer with its security headers, as the route wrapper sends it. */
export function apiJson(data: unknown): Response {
  return madeSecure(json(data, 200, API_SECURITY_HEADERS));
}

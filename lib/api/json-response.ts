// The JSON answer of every handler (lib/api/route.ts).
import { API_SECURITY_HEADERS, madeSecure } from './security-headers';

const bigintAsNumber = (_key: string, value: unknown) => (typeof value === 'bigint' ? Number(value) : value);

/**
 * JSON response; BIGINT columns that reach here become numbers (cents stay far below 2^53). The
 * answers map their figures to numbers themselves, so the plain stringify is tried first: a replacer
 * is called for every value and cost more than the rest of serialising a long schedule.
 */
export function json(data: unknown, status = 200, headers: Readonly<Record<string, string>> = {}): Response {
  let text: string;
  try {
    text = JSON.stringify(data ?? null);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    text = JSON.stringify(data ?? null, bigintAsNumber);
  }
  // As bytes: a string body is first scanned for broken characters (undici's toUSVString), a pass
  // over a megabyte answer that JSON.stringify's output, always well formed, never needs.
  return new Response(Buffer.from(text, 'utf8'), {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
  });
}

/**
 * A successful /api answer with its security headers, as the route wrapper would send it. A service
 * may make its own (saveDraft does, to serialise its answer while its statement runs); the wrapper
 * passes it on as it is.
 */
export function apiJson(data: unknown): Response {
  return madeSecure(json(data, 200, API_SECURITY_HEADERS));
}

// next-auth's own route handler, called as a browser calls it. Outside a Next server the handler
// cannot read its request's headers and cookies through next/headers (which next-auth loads with
// require), so those two functions are pointed at the request the test sends; next-auth, the
// services and the database are real. Call serveNextAuthRequests() before loading the route module.
import { createRequire } from 'node:module';
import { afterAll } from 'vitest';
import { NextRequest } from 'next/server';

let current = new Headers();
const nextHeaders = createRequire(import.meta.url)('next/headers') as Record<string, unknown>;

/**
 * Points next/headers at the requests callAuth sends, for the calling test file, and puts it back
 * after it. Call it at the top of each file: the integration files share one process and this
 * module is loaded once (vitest.config.mts), so nothing here may rely on running per file.
 */
export function serveNextAuthRequests(): void {
  const original = { headers: nextHeaders.headers, cookies: nextHeaders.cookies };
  afterAll(() => void Object.assign(nextHeaders, original));
  nextHeaders.headers = async () => current;
  nextHeaders.cookies = async () => ({
    getAll: () =>
      (current.get('cookie') ?? '')
        .split('; ')
        .filter(Boolean)
        .map((pair) => ({
          name: pair.slice(0, pair.indexOf('=')),
          value: decodeURIComponent(pair.slice(pair.indexOf('=') + 1)),
        })),
  });
}

export const AUTH_BASE = 'http://localhost:3000/api/auth';

type Handler = (request: Request, context: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

/** One request to /api/auth/<path>; `query` for the callback's code and state. */
export function callAuth(
  handler: Handler,
  path: string[],
  init: { headers: Headers; body?: string; query?: string },
): Promise<Response> {
  current = init.headers;
  const request = new NextRequest(`${AUTH_BASE}/${path.join('/')}${init.query ?? ''}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: init.headers,
    body: init.body,
  });
  return handler(request, { params: Promise.resolve({ nextauth: path }) });
}

/** The cookies an answer sets, as a request's Cookie header (merged over `jar`). */
export function cookiesFrom(response: Response, jar = ''): string {
  const cookies = new Map(
    jar
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair] as const),
  );
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(';')[0]!;
    cookies.set(pair.slice(0, pair.indexOf('=')), pair);
  }
  return [...cookies.values()].join('; ');
}

// next-auth answers every refused credentials login with 401. A throttled one must say 429 with
// Retry-After, so that clients and tools can tell "slow down" from "wrong password".
import { decodeRefusal } from './login-refusal';
import { ERROR_TABLE } from '@/lib/errors/app-error';

export async function withThrottleStatus(response: Response): Promise<Response> {
  if (response.status !== 401 || !response.headers.get('content-type')?.includes('json')) return response;
  const body = (await response.clone().json()) as { url?: string };
  const refusal = decodeRefusal(new URL(body.url ?? '', 'http://localhost').searchParams.get('error'));
  if (refusal.reason !== 'throttled') return response;
  const headers = new Headers(response.headers);
  headers.set('retry-after', String(refusal.retryAfterSeconds));
  return new Response(
    JSON.stringify({ ...body, errors: [{ message: ERROR_TABLE.too_many_requests.message }] }),
    { status: 429, headers },
  );
}

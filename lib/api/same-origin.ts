// Cross-site request forgery: another site's page can make the browser send a form post or a
// simple fetch to the API. SameSite=Lax keeps the session cookie off most of them, but not those
// from a sibling subdomain (same site) nor in older browsers. Browsers say where a request came
// from, so a state-changing request from anywhere but the app's own pages is refused before it
// does anything.
import { appOrigin } from '@/lib/auth/app-url';
import { AppError } from '@/lib/errors/app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_MESSAGE =
  'This request came from another website and was refused. Open ClaimCert itself and try again.';

/**
 * The app's own origin is NEXTAUTH_URL's, or the host the request was sent to (Host, or
 * X-Forwarded-Host from a reverse proxy): another site's page cannot send a request whose Origin
 * names the target's own host, and it cannot add X-Forwarded-Host without a CORS preflight, which
 * the app never grants. Requests without Origin (server-to-server clients, old browsers) pass
 * unless Sec-Fetch-Site says the browser sent them from another site.
 */
export function assertSameOrigin(request: Request): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const origin = request.headers.get('origin');
  const ownOrigin =
    origin === null ? request.headers.get('sec-fetch-site') !== 'cross-site' : isOwnOrigin(origin, request);
  if (!ownOrigin) throw new AppError('forbidden', CROSS_SITE_MESSAGE);
}

function isOwnOrigin(origin: string, request: Request): boolean {
  if (origin === appOrigin()) return true;
  const requestHost =
    request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() ||
    request.headers.get('host') ||
    new URL(request.url).host;
  return hostOf(origin) === requestHost.toLowerCase();
}

/** host[:port] of an origin; null for "null" (sandboxed frames, privacy redirects) or garbage. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

// Runs before every page: remembers the account chosen with ?account_id= (spec §2), tells the
// server components the requested path (for /login?next=…), and sends the pages' security headers
// with a fresh script nonce. Authorisation happens in the pages and handlers themselves, never here.
import { NextResponse, type NextRequest } from 'next/server';
import { newNonce, pageContentSecurityPolicy, setSecurityHeaders } from '@/lib/api/security-headers';
import { ACCOUNT_COOKIE, ACCOUNT_HEADER, PATH_HEADER } from '@/lib/auth/account-cookie';
import { servedOverHttps } from '@/lib/auth/app-url';

export function proxy(request: NextRequest) {
  const https = servedOverHttps();
  const policy = pageContentSecurityPolicy({
    nonce: newNonce(),
    dev: process.env.NODE_ENV === 'development',
    https,
  });
  const headers = new Headers(request.headers);
  headers.set(PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  // Next.js reads the nonce from the request's policy and puts it on every script it renders.
  headers.set('content-security-policy', policy);
  const requested = request.nextUrl.searchParams.get('account_id');
  if (requested) headers.set(ACCOUNT_HEADER, requested);
  const response = NextResponse.next({ request: { headers } });
  setSecurityHeaders(response.headers, policy);
  if (requested && requested !== request.cookies.get(ACCOUNT_COOKIE)?.value) {
    response.cookies.set(ACCOUNT_COOKIE, requested, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: https,
    });
  }
  return response;
}

// Pages, and next-auth's own endpoints (its sign-out page is a document too). The rest of /api
// gets its headers from the route wrapper (lib/api/route.ts) and stays out of here, so uploads are
// never buffered by the proxy.
export const config = {
  matcher: ['/((?!api|_next/static|_next/image|favicon.ico).*)', '/api/auth/:path*'],
};

// Runs before every page: remembers the account chosen with ?account_id= (spec §2) and tells the
// server components the requested path (for /login?next=…). Authorisation happens in the pages
// and handlers themselves, never here.
import { NextResponse, type NextRequest } from 'next/server';
import { ACCOUNT_COOKIE, ACCOUNT_HEADER, PATH_HEADER } from '@/lib/auth/account-cookie';

export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set(PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  const requested = request.nextUrl.searchParams.get('account_id');
  if (requested) headers.set(ACCOUNT_HEADER, requested);
  const response = NextResponse.next({ request: { headers } });
  if (requested && requested !== request.cookies.get(ACCOUNT_COOKIE)?.value) {
    response.cookies.set(ACCOUNT_COOKIE, requested, { httpOnly: true, sameSite: 'lax', path: '/' });
  }
  return response;
}

export const config = { matcher: ['/((?!api|_next/static|_next/image|favicon.ico).*)'] };

import NextAuth from 'next-auth';
import { authOptions } from '@/lib/server/auth/auth-options';
import { withThrottleStatus } from '@/lib/auth/throttled-response';

const handler = NextAuth(authOptions);
type Context = { params: Promise<{ nextauth: string[] }> };

export const GET = handler;
export async function POST(request: Request, context: Context): Promise<Response> {
  return withThrottleStatus(await handler(request, context));
}

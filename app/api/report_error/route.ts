import { route, json } from '@/lib/api/route';
import { ZReportError } from '@/lib/schemas/config';
import { reportError } from '@/lib/server/config/report-error';

// Public: a render error can happen before or after sign-in; the user is recorded when known.
export const POST = route(
  { auth: 'public', docs: { status: 201 }, body: ZReportError, maxBodyBytes: 64_000 },
  async ({ body, userId }) => json(await reportError(body, userId), 201),
);

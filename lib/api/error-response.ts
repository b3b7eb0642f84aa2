// Turns anything thrown by a handler into the spec's error body. The database being unreachable
// becomes 503 with Retry-After (try again shortly); other unknown errors become 500 'Server error!'
// with the stack logged on the server and nothing leaked to the client.
import { ZodError } from 'zod';
import { AppError, ERROR_TABLE, type ErrorItem } from '@/lib/errors/app-error';
import { logger } from '@/lib/log/logger';
import { isDatabaseUnavailable } from './database-unavailable';

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_S = 10;

/** The §8 body, `{ errors }`, with the request's id when known (lib/api/route.ts). */
export function errorBody(
  status: number,
  errors: ErrorItem[],
  headers?: HeadersInit,
  requestId?: string,
): Response {
  return Response.json(requestId ? { errors, request_id: requestId } : { errors }, { status, headers });
}

export function zodErrorItems(error: ZodError, prefix?: string): ErrorItem[] {
  return error.issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    return path ? { field: path, message: issue.message } : { message: issue.message };
  });
}

export function toErrorResponse(error: unknown, requestId?: string): Response {
  // A refusal (4xx) is the spec's body alone; the request id rides in X-Request-Id (route.ts). A
  // failure of ours (5xx) also carries it in the body, for the user to quote to support.
  if (error instanceof AppError) return errorBody(error.status, error.items);
  if (error instanceof ZodError) return errorBody(ERROR_TABLE.invalid.status, zodErrorItems(error));
  if (isDatabaseUnavailable(error)) {
    // One line, not the stack: during an outage every request lands here.
    logger.error(
      { req_id: requestId, cause: (error as Error).message?.split('\n').at(-1) },
      'database unavailable',
    );
    const { status, message } = ERROR_TABLE.unavailable;
    return errorBody(status, [{ message }], { 'retry-after': String(DATABASE_RETRY_AFTER_S) }, requestId);
  }
  logger.error({ req_id: requestId, err: error }, 'unhandled error');
  return errorBody(500, [{ message: ERROR_TABLE.internal.message }], undefined, requestId);
}

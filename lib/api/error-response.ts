// Turns anything thrown by a handler into the spec's error body. The database being unreachable
// becomes 503 with Retry-After (try again shortly); other unknown errors become 500 'Server error!'
// with the stack logged on the server and nothing leaked to the client.
import { ZodError } from 'zod';
import { AppError, ERROR_TABLE, type ErrorItem } from './app-error';
import { isDatabaseUnavailable } from './database-unavailable';

/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_S = 10;

export function errorBody(status: number, errors: ErrorItem[], headers?: HeadersInit): Response {
  return Response.json({ errors }, { status, headers });
}

export function zodErrorItems(error: ZodError, prefix?: string): ErrorItem[] {
  return error.issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    return path ? { field: path, message: issue.message } : { message: issue.message };
  });
}

export function toErrorResponse(error: unknown): Response {
  if (error instanceof AppError) return errorBody(error.status, error.items);
  if (error instanceof ZodError) return errorBody(ERROR_TABLE.invalid.status, zodErrorItems(error));
  if (isDatabaseUnavailable(error)) {
    // One line, not the stack: during an outage every request lands here.
    console.error('[api] database unavailable:', (error as Error).message?.split('\n').at(-1));
    const { status, message } = ERROR_TABLE.unavailable;
    return errorBody(status, [{ message }], { 'retry-after': String(DATABASE_RETRY_AFTER_S) });
  }
  console.error('[api] unhandled error', error);
  return errorBody(500, [{ message: ERROR_TABLE.internal.message }]);
}

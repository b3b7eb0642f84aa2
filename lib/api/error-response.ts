// Turns anything thrown by a handler into the spec's error body. Unknown errors become
// 500 'Server error!' with the stack logged on the server and nothing leaked to the client.
import { ZodError } from 'zod';
import { AppError, ERROR_TABLE, type ErrorItem } from './app-error';

export function errorBody(status: number, errors: ErrorItem[]): Response {
  return Response.json({ errors }, { status });
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
  console.error('[api] unhandled error', error);
  return errorBody(500, [{ message: ERROR_TABLE.internal.message }]);
}

// Every string the API accepts passes through here once, before any schema sees it: the route
// wrapper checks params, query and JSON body, the multipart reader checks form fields and file
// names. So no handler, schema or service has to think about NUL or broken characters.
import { findUnsafeInput, type UnsafeTextKind } from '@/lib/domain/unsafe-input';
import { AppError } from '@/lib/errors/app-error';

export const UNSAFE_TEXT_MESSAGES: Record<UnsafeTextKind, string> = {
  control: 'Remove the control characters (such as NUL) from this text.',
  surrogate: 'This text contains a broken character (half of an emoji or symbol). Type it again.',
};

export const TOO_DEEP_MESSAGE = 'The request is nested too deeply.';

/**
 * Throws 422 naming the field (its dotted path, after `prefix`) when parsed input holds unsafe
 * text, or 400 when it nests too deeply; see lib/domain/unsafe-input.ts for what is unsafe.
 */
export function rejectUnsafeInput(value: unknown, prefix?: string): void {
  const found = findUnsafeInput(value);
  if (!found) return;
  if (found.kind === 'depth') throw new AppError('bad_request', TOO_DEEP_MESSAGE);
  const field = [prefix, ...found.path.map(String)].filter(Boolean).join('.');
  const message = UNSAFE_TEXT_MESSAGES[found.kind];
  throw new AppError('invalid', [field ? { field, message } : { message }]);
}

import 'server-only';
// The JSON part of a multipart request (a payment's or a certificate item's `data`): read, parsed and
// checked against its schema before any service runs, so a malformed part is a 422 naming the field
// and nothing is stored.
import type { z } from 'zod';
import { AppError } from '@/lib/errors/app-error';
import { zodErrorItems } from './error-response';
import { rejectUnsafeInput } from './reject-unsafe-input';

/** `form`'s `field` part as JSON valid against `schema`; `noun` names it in the messages ("payment"). */
export function jsonFormPart<S extends z.ZodType>(
  form: FormData,
  schema: S,
  noun: string,
  field = 'data',
): z.output<S> {
  const raw = form.get(field);
  if (typeof raw !== 'string' || raw.length > 10_000) {
    throw new AppError('invalid', [{ field, message: `Send the ${noun} as JSON in the ${field} field.` }]);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('invalid', [{ field, message: `The ${noun} data is not valid JSON.` }]);
  }
  rejectUnsafeInput(json, field);
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new AppError('invalid', zodErrorItems(parsed.error, field));
  return parsed.data;
}

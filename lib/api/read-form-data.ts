import { AppError } from '@/lib/errors/app-error';
import { rejectUnsafeInput } from './reject-unsafe-input';

/**
 * Reads a multipart/form-data body (file uploads). The declared size is checked before anything
 * is read, so an oversized upload is refused at once with 413 and never buffered.
 */
export async function readFormData(
  request: Request,
  maxBytes: number,
  tooBigMessage?: string,
): Promise<FormData> {
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data.');
  }
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (!Number.isFinite(declared))
    throw new AppError('bad_request', 'The upload must state its size (Content-Length).');
  if (declared > maxBytes) throw new AppError('payload_too_large', tooBigMessage);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError('bad_request', 'The upload could not be read.');
  }
  // The same text rules as JSON bodies (lib/api/reject-unsafe-input.ts): a form field and a file
  // name are stored and shown like any other string. A file's bytes are its own business.
  for (const [field, value] of form) {
    rejectUnsafeInput({ [field]: typeof value === 'string' ? value : value.name });
  }
  return form;
}

/** The one file in a form field, or a 422 naming the field. */
export function formFile(form: FormData, field: string): File {
  const value = form.get(field);
  if (!(value instanceof File) || value.size === 0) {
    throw new AppError('invalid', [{ field, message: 'Choose a file to upload.' }]);
  }
  return value;
}

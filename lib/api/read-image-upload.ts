import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { formFile, readFormData } from './read-form-data';
import { IMAGE_MAX_BYTES, sniffImageType, type ImageType } from '@/lib/domain/image-type';

const TOO_BIG = 'The image is too big to be uploaded. Please use an image of less than 2 MB.';
/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_ALLOWANCE = 16 * 1024;

/**
 * Reads the image in the `file` field of a multipart upload. Its type comes from its first bytes,
 * so a renamed script or SVG is refused whatever it claims.
 */
export async function readImageFile(
  request: Request,
): Promise<{ type: ImageType; bytes: Uint8Array<ArrayBuffer> }> {
  const form = await readFormData(request, IMAGE_MAX_BYTES + MULTIPART_ALLOWANCE, TOO_BIG);
  const file = formFile(form, 'file');
  if (file.size > IMAGE_MAX_BYTES) throw new AppError('payload_too_large', TOO_BIG);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('invalid', [{ field: 'file', message: 'Upload a PNG, JPEG or WebP image.' }]);
  return { type, bytes };
}

/** The same image as a data URL, for pictures kept on their row (account logo, avatar). */
export async function readImageUpload(request: Request): Promise<string> {
  const { type, bytes } = await readImageFile(request);
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}

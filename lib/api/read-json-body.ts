import { jsonNestsDeeperThan } from '@/lib/domain/unsafe-input';
import { AppError } from '@/lib/errors/app-error';
import { TOO_DEEP_MESSAGE } from './reject-unsafe-input';

/** 1 MB: far above any JSON form in the product; files go through multipart uploads instead. */
export const DEFAULT_MAX_BODY_BYTES = 1_000_000;

export const NOT_JSON_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

/**
 * Reads and parses a JSON body, refusing oversized or malformed input with a 4xx. A body must
 * say it is JSON: an HTML form on another site can post text/plain that parses as JSON, but not
 * application/json, which browsers send cross-site only after a CORS preflight the app never grants.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const text = await readBodyText(request, maxBytes);
  if (text === null || text.trim() === '') return undefined;
  if (!declaresJson(request)) throw new AppError('unsupported_media_type', NOT_JSON_MESSAGE);
  if (jsonNestsDeeperThan(text)) throw new AppError('bad_request', TOO_DEEP_MESSAGE);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('bad_request', 'The request body is not valid JSON.');
  }
}

/**
 * The body as text, exactly as sent (a signed webhook payload is checked byte for byte), or null
 * when there is none; refused with 413 past `maxBytes`, counted as read.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new AppError('payload_too_large');
  const reader = request.body?.getReader();
  if (!reader) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Count as we read: a missing or lying content-length must not let a huge body through.
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new AppError('payload_too_large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** application/json, with or without parameters such as charset. */
function declaresJson(request: Request): boolean {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

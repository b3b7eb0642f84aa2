import 'server-only';
// Every uploaded file — contract document, claim or certificate file, payment remittance — goes
// through here: the size limit (spec §5) checked on the file itself, not only on the request's
// declared length, so no route can skip it; the kind of file checked by name and content where
// the area asks for it (lib/domain/document-type.ts); a name that is safe to store and serve; and
// the stored bytes removed again when the database row cannot be written.
import { AppError } from '@/lib/errors/app-error';
import { DOCUMENT_TYPES_MESSAGE, isAllowedDocument, SNIFF_BYTES } from '@/lib/domain/document-type';
import { deleteFile, putFile, type FileArea } from '@/lib/files/store';
import { DOCUMENT_TOO_BIG_MESSAGE } from '@/lib/schemas/contracts';
import type { Actor } from '../session/resolve-actor';
import { CONTRACT_DOCUMENT_SIZE_LIMIT } from '../config/app-config';

/** The most a multipart request with one file may declare: the limit plus room for the boundaries and fields. */
export const UPLOAD_REQUEST_LIMIT = CONTRACT_DOCUMENT_SIZE_LIMIT + 64 * 1024;

const MAX_NAME = 200;

/** The Attachment columns every stored upload fills; the caller adds what ties it to its parent. */
export interface StoredUpload {
  accountId: string;
  fileName: string;
  fileType: string;
  size: bigint;
  storageKey: string;
  uploadedById: string;
}

export async function storeUpload<T>(
  actor: Actor,
  file: File,
  how: {
    area: FileArea;
    /** The name kept when the file's own has nothing left once path and control characters go. */
    fallbackName: string;
    /** The stored file type; the browser's content type when unset. */
    fileType?: string;
    /** Refuse files that are not a known document kind by name and first bytes (contract documents). */
    documentsOnly?: boolean;
  },
  /** Writes the row (and its history) in one transaction; if it throws, the bytes are removed. */
  write: (upload: StoredUpload) => Promise<T>,
): Promise<T> {
  if (file.size > CONTRACT_DOCUMENT_SIZE_LIMIT)
    throw new AppError('payload_too_large', DOCUMENT_TOO_BIG_MESSAGE);
  const fileName = file.name.replaceAll(/[\\/\u0000-\u001f]/g, '_').slice(-MAX_NAME) || how.fallbackName;
  if (how.documentsOnly) {
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    if (!isAllowedDocument(fileName, head)) {
      throw new AppError('invalid', [{ field: 'file', message: DOCUMENT_TYPES_MESSAGE }]);
    }
  }
  const storageKey = await putFile(actor.accountId, how.area, file);
  try {
    return await write({
      accountId: actor.accountId,
      fileName,
      fileType: how.fileType ?? (file.type || 'application/octet-stream'),
      size: BigInt(file.size),
      storageKey,
      uploadedById: actor.userId,
    });
  } catch (error) {
    await deleteFile(storageKey);
    throw error;
  }
}

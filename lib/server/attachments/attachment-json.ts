import 'server-only';
// A file of a claim, certificate or payment in the API's snake_case shape (spec §3 Attachment).
import type { Attachment } from '@/lib/db/generated/client';
import { num } from '../line-item-rows/to-domain';

/** The fields of a file its JSON shows. */
export type AttachmentFields = Pick<
  Attachment,
  'id' | 'fileName' | 'fileType' | 'size' | 'isShared' | 'createdAt'
>;

export function attachmentJson(a: AttachmentFields) {
  return {
    file_id: a.id,
    file_name: a.fileName,
    fileType: a.fileType,
    size: num(a.size),
    is_shared: a.isShared,
    created_date: a.createdAt,
  };
}

import 'server-only';
// POST …/cert/{cert}/item arrives as multipart/form-data: a `data` part holding the item's JSON
// (lib/schemas/line-items.ts ZCertItemData) and up to ten evidence `files`, together within the one
// upload's limit (spec §5, 100 MB). Checked here before the service runs: a malformed part or an
// oversized request is a 4xx and nothing is stored.
import { AppError } from '@/lib/errors/app-error';
import { readFormData } from './read-form-data';
import { jsonFormPart } from './read-json-form';
import { ZCertItemData, type TCertItemData } from '@/lib/schemas/line-items';
import { DOCUMENT_TOO_BIG_MESSAGE } from '@/lib/schemas/contracts';
import { UPLOAD_REQUEST_LIMIT } from '@/lib/server/attachments/store-upload';

export const MAX_CERT_ITEM_FILES = 10;

export async function readCertItemForm(request: Request): Promise<{ data: TCertItemData; files: File[] }> {
  const form = await readFormData(request, UPLOAD_REQUEST_LIMIT, DOCUMENT_TOO_BIG_MESSAGE);
  const data = jsonFormPart(form, ZCertItemData, 'item');
  const parts = form.getAll('files');
  if (parts.some((part) => !(part instanceof File))) {
    throw new AppError('invalid', [{ field: 'files', message: 'Attach the evidence as files.' }]);
  }
  const files = (parts as File[]).filter((file) => file.size > 0);
  if (files.length > MAX_CERT_ITEM_FILES) {
    throw new AppError('invalid', [
      { field: 'files', message: `Attach at most ${MAX_CERT_ITEM_FILES} files to an item.` },
    ]);
  }
  return { data, files };
}

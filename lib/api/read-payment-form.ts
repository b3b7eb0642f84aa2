import 'server-only';
// create_claim_payment arrives as multipart/form-data: a `data` part holding the JSON
// { paid_amount, paid_on } and an optional remittance `file`. Both are checked here, before any
// service runs: a malformed or oversized upload is a 4xx and nothing is stored.
import { AppError } from '@/lib/errors/app-error';
import { readFormData } from './read-form-data';
import { jsonFormPart } from './read-json-form';
import { ZPaymentData, type TPaymentData } from '@/lib/schemas/certs';
import { DOCUMENT_TOO_BIG_MESSAGE } from '@/lib/schemas/contracts';
import { UPLOAD_REQUEST_LIMIT } from '@/lib/server/attachments/store-upload';

export async function readPaymentForm(request: Request): Promise<{ data: TPaymentData; file: File | null }> {
  const form = await readFormData(request, UPLOAD_REQUEST_LIMIT, DOCUMENT_TOO_BIG_MESSAGE);
  const data = jsonFormPart(form, ZPaymentData, 'payment');
  const file = form.get('file');
  if (file !== null && !(file instanceof File)) {
    throw new AppError('invalid', [{ field: 'file', message: 'Attach the remittance as a file.' }]);
  }
  return { data, file: file && file.size > 0 ? file : null };
}

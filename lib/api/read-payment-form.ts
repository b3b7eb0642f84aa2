import 'server-only';
// create_claim_payment arrives as multipart/form-data: a `data` part holding the JSON
// { paid_amount, paid_on } and an optional remittance `file`. Both are checked here, before any
// service runs: a malformed or oversized upload is a 4xx and nothing is stored.
import { AppError } from '@/lib/errors/app-error';
import { zodErrorItems } from './error-response';
import { readFormData } from './read-form-data';
import { rejectUnsafeInput } from './reject-unsafe-input';
import { ZPaymentData, type TPaymentData } from '@/lib/schemas/certs';
import { DOCUMENT_TOO_BIG_MESSAGE } from '@/lib/schemas/contracts';
import { UPLOAD_REQUEST_LIMIT } from '@/lib/server/attachments/store-upload';

export async function readPaymentForm(request: Request): Promise<{ data: TPaymentData; file: File | null }> {
  const form = await readFormData(request, UPLOAD_REQUEST_LIMIT, DOCUMENT_TOO_BIG_MESSAGE);
  const raw = form.get('data');
  if (typeof raw !== 'string' || raw.length > 10_000) {
    throw new AppError('invalid', [
      { field: 'data', message: 'Send the payment as JSON in the data field.' },
    ]);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('invalid', [{ field: 'data', message: 'The payment data is not valid JSON.' }]);
  }
  rejectUnsafeInput(json, 'data');
  const parsed = ZPaymentData.safeParse(json);
  if (!parsed.success) throw new AppError('invalid', zodErrorItems(parsed.error, 'data'));
  const file = form.get('file');
  if (file !== null && !(file instanceof File)) {
    throw new AppError('invalid', [{ field: 'file', message: 'Attach the remittance as a file.' }]);
  }
  return { data: parsed.data, file: file && file.size > 0 ? file : null };
}

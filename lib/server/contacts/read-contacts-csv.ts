import 'server-only';
import { createHash } from 'node:crypto';
import { AppError } from '@/lib/errors/app-error';
import type { Db, Tx } from '@/lib/db/client';
import {
  CONTACTS_CSV_ERRORS,
  CONTACTS_CSV_MAX_BYTES,
  parseContactsCsv,
  type ContactsCsvResult,
} from '@/lib/domain/contacts-csv';
import { phoneHomeFor } from '@/lib/domain/phone';
import type { Actor } from '../session/resolve-actor';

export interface ReadContactsCsv extends ContactsCsvResult {
  /** Names this exact file: the import of a file with bad rows must quote its preview's id. */
  previewId: string;
}

/** Decodes an uploaded contacts CSV and checks every row, reading phones for the account's country. */
export async function readContactsCsv(
  client: Db | Tx,
  actor: Actor,
  file: Uint8Array,
): Promise<ReadContactsCsv> {
  if (file.byteLength > CONTACTS_CSV_MAX_BYTES)
    throw new AppError('payload_too_large', CONTACTS_CSV_ERRORS.tooBig);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw new AppError('invalid', [
      {
        field: 'file',
        message:
          'This is not a CSV text file. In Excel, use Save As "CSV UTF-8 (Comma delimited)" and try again.',
      },
    ]);
  }
  const account = await client.account.findUniqueOrThrow({
    where: { id: actor.accountId },
    select: { country: true },
  });
  return {
    previewId: createHash('sha256').update(file).digest('hex'),
    ...parseContactsCsv(text, phoneHomeFor(account.country)),
  };
}

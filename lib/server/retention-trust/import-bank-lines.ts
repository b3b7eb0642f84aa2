import 'server-only';
// POST …/retention_holdings/{holding}/bank_lines: a trust account's bank statement, as the bank
// exports it (CSV, read by lib/domain/bank-statement-csv.ts, within the contacts import's limits:
// 2 MB, 5,000 lines, UTF-8). A file with any line it cannot read is refused whole (422, each
// problem by line and column) and nothing is written. Each line is stored once: its fingerprint
// hashes its day, amount, description and which of the file's identical lines it is, so the same
// statement imported again adds nothing. Then the lines paid in are matched to the ledgers'
// deposits, and when the file states balances, its closing balance is reconciled (once).
import { createHash } from 'node:crypto';
import { AppError, type ErrorItem } from '@/lib/errors/app-error';
import { db } from '@/lib/db/client';
import {
  BANK_CSV_ERRORS,
  BANK_CSV_MAX_BYTES,
  bankLineIdentity,
  closingBalance,
  describeBankCsvProblem,
  parseBankStatementCsv,
  type BankCsvProblem,
} from '@/lib/domain/bank-statement-csv';
import { dbDate } from '@/lib/domain/date-columns';
import { recordHistory } from '../history';
import { assertCan } from '../permissions/authorize';
import type { Actor } from '../session/resolve-actor';
import { accountToday } from './account-today';
import { matchHoldingBankLines } from './match-bank-lines';
import { reconciliationJson } from './reconciliation-json';
import { writeReconciliation } from './record-reconciliation';
import { loadTrustAccount } from './trust-account';

/** More than this many problems are counted, not listed: the first ones show what is wrong. */
const PROBLEMS_LISTED = 20;

export async function importBankLines(actor: Actor, holdingId: string, file: Uint8Array) {
  await assertCan(actor, 'account', 'edit');
  if (file.byteLength > BANK_CSV_MAX_BYTES) throw new AppError('payload_too_large', BANK_CSV_ERRORS.tooBig);
  const text = decode(file);
  return db().$transaction(
    async (tx) => {
      await loadTrustAccount(tx, actor, holdingId, { lock: true });
      const parsed = parseBankStatementCsv(text, await accountToday(tx, actor.accountId));
      if ('problems' in parsed) throw new AppError('invalid', problemItems(parsed.problems));
      const created = await tx.retentionBankLine.createMany({
        data: parsed.lines.map((l) => ({
          accountId: actor.accountId,
          holdingId,
          bookedOn: dbDate(l.on),
          amount: BigInt(l.amount),
          description: l.description,
          balance: l.balance === null ? null : BigInt(l.balance),
          fingerprint: createHash('sha256').update(bankLineIdentity(l)).digest('hex'),
        })),
        skipDuplicates: true,
      });
      const matching = await matchHoldingBankLines(tx, actor.accountId, holdingId);
      const closing = closingBalance(parsed.lines);
      const already =
        closing &&
        (await tx.retentionReconciliation.findFirst({
          where: {
            holdingId,
            fromBankLines: true,
            statementOn: dbDate(closing.on),
            statementBalance: BigInt(closing.balance),
          },
          select: { id: true },
        }));
      const reconciliation =
        closing && !already
          ? await writeReconciliation(tx, actor, holdingId, {
              statementOn: closing.on,
              statementBalance: closing.balance,
              fromBankLines: true,
            })
          : null;
      const result = {
        lines_in_file: parsed.lines.length,
        lines_new: created.count,
        lines_already_there: parsed.lines.length - created.count,
        /** Lines paid in matched to a deposit by this import (earlier lines included). */
        matched: matching.matched,
        /** Lines paid in still matched to no deposit. */
        unmatched: matching.unmatched,
        reconciliation: reconciliation && reconciliationJson(reconciliation),
      };
      await recordHistory(
        tx,
        actor,
        'retention_bank_lines.imported',
        {},
        {
          holding_id: holdingId,
          lines_new: result.lines_new,
          lines_already_there: result.lines_already_there,
          matched: result.matched,
        },
      );
      return result;
    },
    // 5,000 lines take well under a second; the default 5 s leaves too little room on a busy server.
    { timeout: 30_000 },
  );
}

export type BankImportJson = Awaited<ReturnType<typeof importBankLines>>;

function decode(file: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw new AppError('invalid', [
      {
        field: 'file',
        message: 'This is not a CSV text file. Download the statement from your bank as CSV and try again.',
      },
    ]);
  }
}

function problemItems(problems: readonly BankCsvProblem[]): ErrorItem[] {
  const items = problems
    .slice(0, PROBLEMS_LISTED)
    .map((p) => ({ field: 'file', message: describeBankCsvProblem(p) }));
  if (problems.length > PROBLEMS_LISTED)
    items.push({ field: 'file', message: `…and ${problems.length - PROBLEMS_LISTED} more problems.` });
  return items;
}

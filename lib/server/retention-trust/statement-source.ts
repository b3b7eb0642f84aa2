import 'server-only';
// What every statement to the payee is made from (issue 31; CCA s18FD): the contract's parties and
// currency, where its retention is held, when it is due for release, the ledger with each entry's
// certificate number, and the payee's contacts in the payer's address book, who receive it. Read in
// the transaction that makes the statement, so it states the ledger as that transaction leaves it.
import { db, type Db, type Tx } from '@/lib/db/client';
import { isoDate } from '@/lib/domain/date-columns';
import { dlpEndDate } from '@/lib/domain/retention';
import type { LedgerLine, StatementContent } from '@/lib/domain/retention-statements';
import { CONTRACT_TERMS } from '../contracts/load-contract';
import { claimContractOf, retentionSettings } from '../documents/document-contract';
import { holdingLabel } from './holding-json';
import { ledgerRows, toLedgerEntry } from './ledger-entries';

export async function loadStatementSource(client: Db | Tx, contractId: string) {
  const [placed, placement, rows, certs] = await Promise.all([
    client.contract.findUniqueOrThrow({ where: { id: contractId }, include: CONTRACT_TERMS }),
    client.contractPlacement.findFirst({
      where: { contractId, side: 'cert' },
      select: { accountId: true, retentionHolding: true, account: { select: { timeZone: true } } },
    }),
    ledgerRows(client, contractId),
    client.certificate.findMany({
      where: { contractId, status: 'issued' },
      select: { id: true, number: true },
    }),
  ]);
  const contract = claimContractOf(placed);
  const number = new Map(certs.map((c) => [c.id, c.number]));
  const ledger: LedgerLine[] = rows.map((r) => ({
    ...toLedgerEntry(r),
    certificate: r.certId ? (number.get(r.certId) ?? null) : null,
    reference: r.kind === 'deposited' ? null : r.reference,
  }));
  const payerAccountId = placement?.accountId ?? contract.payerAccountId;
  const recipients = payerAccountId ? await payeeRecipients(contract, payerAccountId, client) : [];
  const settings = contract.retention ? retentionSettings(contract.retention, contract) : null;
  const holding = placement?.retentionHolding ?? null;
  return {
    contract,
    accountId: payerAccountId,
    timeZone: placement?.account.timeZone ?? contract.timeZone,
    ledger,
    recipients,
    /** What every statement of this contract says besides its period and figures. */
    header: {
      payer: contract.payerName ?? '',
      payee: contract.payeeName ?? '',
      contract: contract.name,
      currency: contract.currency,
      heldIn: holding ? holdingLabel(holding) : null,
      releases: settings
        ? [
            {
              label: 'Practical completion',
              on: contract.pcdDate ? isoDate(contract.pcdDate) : null,
              shareBps: settings.pcdBps,
            },
            {
              label: 'End of the defects liability period',
              on: dlpEndDate(settings),
              shareBps: settings.dlpBps,
            },
          ].filter((r) => r.shareBps > 0)
        : [],
    } satisfies Omit<StatementContent, 'kind' | 'madeOn' | 'period' | 'figures'>,
  };
}

export type StatementSource = Awaited<ReturnType<typeof loadStatementSource>>;

export const NO_PAYEE_CONTACT =
  'The payee has no contact with an email address: add one to its company in Contacts.';

/** Who receives the payee's statements: the payee company's contacts with an address, in the payer's book. */
export async function payeeRecipients(
  contract: { payeeCompanyId: string | null },
  payerAccountId: string,
  client: Db | Tx = db(),
): Promise<{ name: string; email: string }[]> {
  if (!contract.payeeCompanyId) return [];
  const contacts = await client.contact.findMany({
    where: { companyId: contract.payeeCompanyId, accountId: payerAccountId, email: { not: null } },
    orderBy: { createdAt: 'asc' },
    select: { name: true, email: true },
  });
  return contacts.map((c) => ({ name: c.name, email: c.email!.toLowerCase() }));
}

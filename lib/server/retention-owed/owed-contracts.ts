import 'server-only';
// What each of the payee's claim contracts owes it in retention (issue 31 item 6): the payer's latest
// statement's figures when it has sent any, else the payee's own latest certificate or claim
// (lib/domain/retention-owed.ts). A contract appears once a statement came or its documents
// retained something. A fixed set of queries however many contracts: the positions (four), the
// account, the statements (one) and the own positions' (four).
import { db } from '@/lib/db/client';
import { ownOwed, statedOwed } from '@/lib/domain/retention-owed';
import { statementTitle } from '@/lib/domain/retention-statements';
import { dayIn } from '@/lib/domain/zoned-dates';
import { retentionSettings } from '../documents/document-contract';
import { retentionPositions } from '../reports/retention-report';
import { statementsReceived } from '../retention-trust/payee-retention';
import type { Actor } from '../session/resolve-actor';
import { ownPositions } from './own-positions';

/** The caller's claim contracts with retention (or `only` that one), with the statements received. */
export async function owedContracts(actor: Actor, now: Date, only?: string) {
  const [account, all] = await Promise.all([
    db().account.findUniqueOrThrow({
      where: { id: actor.accountId },
      select: { timeZone: true, currency: true },
    }),
    retentionPositions(actor, 'claim'),
  ]);
  const positions = only ? all.filter((p) => p.contract.id === only) : all;
  const [statements, own] = await Promise.all([
    statementsReceived(positions.map((p) => p.contract.id)),
    ownPositions(positions),
  ]);
  const today = dayIn(now, account.timeZone);
  const rows = positions.flatMap(({ project, contract: c, counterparty }) => {
    const received = statements.get(c.id) ?? [];
    const mine = own.get(c.id)!;
    const firstRetainedOn = mine.firstRetainedAt ? dayIn(mine.firstRetainedAt, account.timeZone) : null;
    const stated = statedOwed(
      received.map((s) => s.said),
      today,
      firstRetainedOn,
    );
    const rule = retentionSettings(c.retention, c);
    const figures =
      stated ??
      (mine.position && rule && mine.position.retained > 0
        ? ownOwed(mine.position, rule, today, firstRetainedOn)
        : null);
    if (!figures) return [];
    const latest = received.at(-1);
    return [
      {
        contract_id: c.id,
        contract_name: c.name,
        contract_number: c.contractNumber,
        project_id: project.id,
        project_name: project.name,
        payer: counterparty,
        payer_on_claimcert: c.payerAccountId !== null,
        /** payer_statements: as the payer's latest statement states; own_documents: from yours. */
        source: stated ? ('payer_statements' as const) : ('own_documents' as const),
        /** The statement or document the figures are from, in words. */
        figures_from: latest
          ? `${statementTitle(latest.said)} of ${latest.said.madeOn}`
          : (mine.document ?? ''),
        held: figures.held,
        withheld: figures.withheld,
        released: figures.released,
        used: figures.used,
        /** Where the payer says it holds the money (account name and bank, or the instrument). */
        held_in: figures.heldIn,
        held_since: figures.heldSince,
        releases: figures.releases.map((r) => ({
          label: r.label,
          on: r.on,
          share_bps: r.shareBps,
          due: r.due,
        })),
        overdue: figures.overdue,
        statements_received: received.length,
      },
    ];
  });
  return { today, currency: account.currency, rows, statements };
}

export type OwedContract = Awaited<ReturnType<typeof owedContracts>>['rows'][number];

import 'server-only';
import { AppError } from '@/lib/errors/app-error';
import { db, type Tx } from '@/lib/db/client';
import { dayIn } from '@/lib/domain/zoned-dates';
import type {
  Contract,
  ContractSide,
  LineItem as LineItemRow,
  LineItemKind,
} from '@/lib/db/generated/client';
import type { Actor } from '../session/resolve-actor';
import { assertDecision } from '../contracts/contract-decision';
import { loadContract } from '../contracts/load-contract';
import { loadScheduleState, type ScheduleState } from './schedule-state';
import { syncParents } from './sync-parents';

/** The contract in the path: the caller's project (g) and contract (c). */
export interface ContractScope {
  projectId: string;
  contractId: string;
}

export interface WriteContext {
  tx: Tx;
  state: ScheduleState;
  contract: Contract;
  /** The caller's side of the contract. */
  side: ContractSide;
  /** History refs: this account's project and the contract. */
  refs: { projectId: string; contractId: string };
}

/**
 * The frame of every schedule write: the caller must be allowed to edit the contract (their own
 * placement of it); then one transaction takes the contract's row lock — so two edits of one
 * schedule never interleave their parent sums — reads the schedule, runs `write`, and brings the
 * parents' totals up to date before it commits. The base schedule binds both parties, so only its
 * owner changes it (lib/domain/contract-decisions).
 */
export async function writeSchedule<T>(
  actor: Actor,
  scope: ContractScope,
  kind: LineItemKind | ((tx: Tx) => Promise<LineItemKind>),
  write: (ctx: WriteContext) => Promise<T>,
  options: { timeout?: number } = {},
): Promise<T> {
  const { contract, projectId, side } = await loadContract(actor, scope.contractId, {
    projectId: scope.projectId,
    action: 'edit',
  });
  return db().$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT id FROM contracts WHERE id = ${contract.id}::uuid FOR UPDATE`;
      const schedule = typeof kind === 'string' ? kind : await kind(tx);
      if (schedule === 'base') await assertDecision(tx, contract.id, side, 'base_schedule');
      const state = await loadScheduleState(tx, contract.id, schedule);
      const result = await write({ tx, state, contract, side, refs: { projectId, contractId: contract.id } });
      await syncParents(tx, contract, schedule);
      return result;
    },
    { timeout: options.timeout ?? 15_000 },
  );
}

/** A write to one item, found through its contract ({ id, contractId }); 404 for any other id. */
export function writeItem<T>(
  actor: Actor,
  scope: ContractScope,
  itemId: string,
  write: (ctx: WriteContext & { row: LineItemRow }) => Promise<T>,
): Promise<T> {
  return writeSchedule(
    actor,
    scope,
    async (tx) => {
      const item = await tx.lineItem.findFirst({
        where: { id: itemId, contractId: scope.contractId },
        select: { kind: true },
      });
      if (!item) throw new AppError('not_found');
      return item.kind;
    },
    (ctx) => write({ ...ctx, row: ctx.state.byId.get(itemId)! }),
  );
}

/** Today in the contract's time zone, as a DATE column value (submit and approval dates). */
export function contractToday(timeZone: string, now = new Date()): Date {
  return new Date(`${dayIn(now, timeZone)}T00:00:00Z`);
}

/** The scope named by the route params {g} (project) and {c} (contract). */
export const scopeOf = (params: { g: string; c: string }): ContractScope => ({
  projectId: params.g,
  contractId: params.c,
});

/** A CSV download (template, history export), with a byte-order mark so Excel reads it as UTF-8. */
export function csvResponse(file: { filename: string; csv: string }): Response {
  return new Response(`\uFEFF${file.csv}`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'no-store',
    },
  });
}

import 'server-only';
// The two kinds of document, a payment claim and a payment certificate, in one place: what the
// shared services (the approval engine, history, sendings by email, drafts, email attachments) need
// to know to work on either — its table, its noun, the column that names it, its status machine
// and the outbox keys of its emails. Rules that belong to one kind only stay in
// claims/ and certs/.
import type { Tx } from '@/lib/db/client';
import { Prisma } from '@/lib/db/generated/client';
import { CERT_MACHINE } from '@/lib/domain/cert-status';
import { CLAIM_MACHINE, SERVED_STATUSES } from '@/lib/domain/claim-status';
import type { StatusMachine } from '@/lib/domain/transition';

/** The optimistic lock: the row must still be exactly as it was read. */
export interface Guard {
  id: string;
  status: string;
  currentStepIndex: number;
  updatedAt: Date;
}

/** The row as the lock reads it: what the guard compares. */
export type LockedRow = Omit<Guard, 'id'>;

export interface DocumentKind {
  /** Its word in history actions ('claim.issued', 'certificate.issued') and in messages. */
  noun: 'claim' | 'certificate';
  /** Its table: a trusted name, never input. */
  table: 'claims' | 'certificates';
  /** The field naming it on history rows, attachments and its lines. */
  idKey: 'claimId' | 'certId';
  /** The workflow type of its approval steps. */
  flowType: 'claim' | 'cert';
  machine: StatusMachine<string, string>;
  /** The statuses in which it has been served: a record, its own files no longer change. */
  served: readonly string[];
  /** The file store area of its own files. */
  filesArea: 'claim-attachments' | 'cert-attachments';
  /** The outbox key of one recipient's email of an issue (round 0: the first) and of a resend. */
  issueKey(id: string, round: number, email: string): string;
  resendKey(id: string, resendId: string, email: string): string;
  /**
   * SELECT … FOR UPDATE of the document row: its version as committed now, held until the
   * transaction ends, so a second action on the same document waits here and then sees the first's
   * result. Null when the row is gone.
   */
  lock(tx: Tx, id: string): Promise<LockedRow | null>;
  /** One guarded UPDATE; returns how many rows it changed (0 = someone got there first). */
  update(tx: Tx, guard: Guard, data: Record<string, unknown>): Promise<number>;
}

/** The history rows' (and attachments') reference to one document of this kind. */
export const documentRef = (kind: DocumentKind, id: string): { claimId: string } | { certId: string } =>
  kind.idKey === 'claimId' ? { claimId: id } : { certId: id };

const lockIn =
  (table: DocumentKind['table']) =>
  async (tx: Tx, id: string): Promise<LockedRow | null> =>
    (
      await tx.$queryRaw<LockedRow[]>`
        SELECT status::text AS status, current_step_index AS "currentStepIndex", updated_at AS "updatedAt"
        FROM ${Prisma.raw(table)} WHERE id = ${id}::uuid FOR UPDATE`
    )[0] ?? null;

/** The guarded UPDATE through the model's client: the two models' updateMany share this shape. */
const updateIn =
  (model: 'claim' | 'certificate') =>
  async (tx: Tx, guard: Guard, data: Record<string, unknown>): Promise<number> => {
    const client = tx[model] as unknown as {
      updateMany(args: { where: object; data: object }): Promise<{ count: number }>;
    };
    return (await client.updateMany({ where: guard, data })).count;
  };

export const CLAIM_KIND: DocumentKind = {
  noun: 'claim',
  table: 'claims',
  idKey: 'claimId',
  flowType: 'claim',
  machine: CLAIM_MACHINE,
  served: SERVED_STATUSES,
  filesArea: 'claim-attachments',
  issueKey: (id, round, email) => `claim-issued:${id}:${round}:${email}`,
  resendKey: (id, resendId, email) => `claim-resent:${id}:${resendId}:${email}`,
  lock: lockIn('claims'),
  update: updateIn('claim'),
};

export const CERT_KIND: DocumentKind = {
  noun: 'certificate',
  table: 'certificates',
  idKey: 'certId',
  flowType: 'cert',
  machine: CERT_MACHINE,
  served: ['issued'],
  filesArea: 'cert-attachments',
  // A certificate is issued once (issuing is final): its key has no round.
  issueKey: (id, _round, email) => `cert-issued:${id}:${email}`,
  resendKey: (id, resendId, email) => `cert-resent:${id}:${resendId}:${email}`,
  lock: lockIn('certificates'),
  update: updateIn('certificate'),
};

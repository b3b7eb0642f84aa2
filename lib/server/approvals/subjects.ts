import 'server-only';
// What the approval engine needs to know about each kind of document it walks through a workflow:
// claims and certificates differ only in their table, their status machine and their wording.
import type { Tx } from '@/lib/db/client';
import type { CertStatus, ClaimStatus, Prisma } from '@/lib/db/generated/client';
import { CERT_MACHINE } from '@/lib/domain/cert-status';
import { CLAIM_MACHINE } from '@/lib/domain/claim-status';
import type { StatusMachine } from '@/lib/domain/transition';

export type WorkflowAction =
  'send_for_approval' | 'revert_to_draft' | 'revert_to_review' | 'approve_final_step';

/** The optimistic lock: the row must still be exactly as it was read. */
export interface Guard {
  id: string;
  status: string;
  currentStepIndex: number;
  updatedAt: Date;
}

/** The row as the lock reads it: what the guard compares. */
export type LockedRow = Omit<Guard, 'id'>;

export interface SubjectKind {
  flowType: 'claim' | 'cert';
  noun: 'claim' | 'certificate';
  eventKey: 'claimId' | 'certId';
  machine: StatusMachine<string, WorkflowAction | string>;
  /**
   * SELECT … FOR UPDATE of the document row: its version as committed now, held until the
   * transaction ends, so a second action on the same document waits here and then sees the first's
   * result. Null when the row is gone.
   */
  lock(tx: Tx, id: string): Promise<LockedRow | null>;
  /** One guarded UPDATE; returns how many rows it changed (0 = someone got there first). */
  update(tx: Tx, guard: Guard, data: Record<string, unknown>): Promise<number>;
}

export const CLAIM_SUBJECT: SubjectKind = {
  flowType: 'claim',
  noun: 'claim',
  eventKey: 'claimId',
  machine: CLAIM_MACHINE,
  lock: async (tx, id) =>
    (
      await tx.$queryRaw<LockedRow[]>`
        SELECT status::text AS status, current_step_index AS "currentStepIndex", updated_at AS "updatedAt"
        FROM claims WHERE id = ${id}::uuid FOR UPDATE`
    )[0] ?? null,
  update: async (tx, guard, data) =>
    (
      await tx.claim.updateMany({
        where: { ...guard, status: guard.status as ClaimStatus },
        data: data as Prisma.ClaimUpdateManyMutationInput,
      })
    ).count,
};

export const CERT_SUBJECT: SubjectKind = {
  flowType: 'cert',
  noun: 'certificate',
  eventKey: 'certId',
  machine: CERT_MACHINE,
  lock: async (tx, id) =>
    (
      await tx.$queryRaw<LockedRow[]>`
        SELECT status::text AS status, current_step_index AS "currentStepIndex", updated_at AS "updatedAt"
        FROM certificates WHERE id = ${id}::uuid FOR UPDATE`
    )[0] ?? null,
  update: async (tx, guard, data) =>
    (
      await tx.certificate.updateMany({
        where: { ...guard, status: guard.status as CertStatus },
        data: data as Prisma.CertificateUpdateManyMutationInput,
      })
    ).count,
};

/** One claim or certificate going through its workflow. */
export interface WorkflowSubject {
  kind: SubjectKind;
  id: string;
  name: string;
  contractId: string;
  contractName: string;
  projectId: string;
  /** The account whose workflow applies: the one that owns the document. */
  accountId: string;
  status: string;
  currentStepIndex: number;
  updatedAt: Date;
  /** Path of the document's page, for the links in emails. */
  path: string;
}

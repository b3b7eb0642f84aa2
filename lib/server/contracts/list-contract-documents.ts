import 'server-only';
import { db } from '@/lib/db/client';
import type { Actor } from '../session/resolve-actor';
import { visibleDocuments } from './document-scope';
import { loadContract } from './load-contract';

export interface ContractDocument {
  file_id: string;
  file_name: string;
  fileType: string;
  size: number;
  is_shared: boolean;
  /** Uploaded by the caller's account: it may share, unshare and delete it. */
  is_own: boolean;
  created_at: string;
}

/** GET …/attachments (spec §7: data.attachments): own documents and those the other party shared. */
export async function listContractDocuments(
  actor: Actor,
  ids: { projectId: string; contractId: string },
): Promise<{ attachments: ContractDocument[] }> {
  const { contract } = await loadContract(actor, ids.contractId, { projectId: ids.projectId });
  const rows = await db().attachment.findMany({
    where: visibleDocuments(contract.id, actor.accountId),
    orderBy: { createdAt: 'desc' },
  });
  return {
    attachments: rows.map((row) => ({
      file_id: row.id,
      file_name: row.fileName,
      fileType: row.fileType,
      size: Number(row.size),
      is_shared: row.isShared,
      is_own: row.accountId === actor.accountId,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

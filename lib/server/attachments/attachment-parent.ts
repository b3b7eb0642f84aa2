import 'server-only';
// What differs between the places a file hangs from — a contract (its documents), a claim, a
// certificate, one line of a claim or certificate (its evidence) — for the shared attachment
// operations in this folder. Each area builds its own (contracts/document-scope.ts,
// documents/document-files.ts for a claim's or certificate's own files, line-evidence/line-files.ts)
// and keeps its access check in its own operation files.
import type { Tx } from '@/lib/db/client';
import type { FileArea } from '@/lib/files/store';
import type { recordHistory } from '../history';

export interface AttachmentParent {
  /** The file store area its files' bytes go to. */
  area: FileArea;
  /**
   * The columns that tie a new file to it: the contract, the claim or certificate if any, and the
   * line item for a line's evidence.
   */
  link: { contractId: string; claimId?: string; certId?: string; lineItemId?: string };
  /** Its history rows: their references, the action of each change and what else they record. */
  refs: NonNullable<Parameters<typeof recordHistory>[3]>;
  actions: { added: string; shared: string; deleted: string };
  details?: Record<string, unknown>;
}

/**
 * A check made inside the change's transaction, once the file is found and before it changes
 * (a line's evidence locks its document and asks whether the file may still change).
 */
export type AttachmentGuard = (tx: Tx, row: { isShared: boolean }) => void | Promise<void>;

import 'server-only';
// What differs between the places a file hangs from — a contract (its documents), a claim, a
// certificate — for the shared attachment operations in this folder. Each area builds its own
// (contracts/document-scope.ts, claims/claim-files.ts, certs/cert-attachments.ts) and keeps its
// access check in its own operation files.
import type { FileArea } from '@/lib/files/store';
import type { recordHistory } from '../history';

export interface AttachmentParent {
  /** The file store area its files' bytes go to. */
  area: FileArea;
  /** The columns that tie a new file to it: the contract, and the claim or certificate if any. */
  link: { contractId: string; claimId?: string; certId?: string };
  /** Its history rows: their references and the action of each change. */
  refs: NonNullable<Parameters<typeof recordHistory>[3]>;
  actions: { added: string; shared: string; deleted: string };
}

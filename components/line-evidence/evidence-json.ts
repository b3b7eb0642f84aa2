// A line's evidence as the browser receives it, typed from the service that produces it.
import type { readDocumentEvidence } from '@/lib/server/line-evidence/list-line-evidence';
import type { Jsonified } from '../claims/claim-json';

export type DocumentEvidenceJson = Jsonified<Awaited<ReturnType<typeof readDocumentEvidence>>>;
export type LineEvidenceJson = DocumentEvidenceJson['lines'][string];
export type LineComment = LineEvidenceJson['comments'][number];
export type LineFile = LineEvidenceJson['files'][number];

/**
 * One party's evidence on a document, as a page hands it to the schedule: the caller's own (it may
 * add and change it) or the other party's shared pieces (read only).
 */
export interface EvidenceSource {
  key: string;
  /** The dialog's heading for it: 'Your evidence', 'Shared by the claimer'. */
  title: string;
  /** The document's line endpoints: `${base}/${itemId}/comments` and `${base}/${itemId}/files`. */
  base: string;
  /** Whom sharing shows it to: 'the certifier' or 'the claimer'. */
  otherParty: string;
  /** The document it belongs to, in 'added after the claim was served'. */
  term: 'claim' | 'certificate';
  evidence: DocumentEvidenceJson;
}

export const NO_EVIDENCE: LineEvidenceJson = { comments: [], files: [] };

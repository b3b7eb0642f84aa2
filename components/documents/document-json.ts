// What a claim's and a certificate's answers share, as the browser receives them: the screens in
// this folder type their props with these, not with one kind's (components/claims/claim-json.ts,
// components/certs/cert-json.ts say each kind's whole answer).
import type { attachmentJson } from '@/lib/server/attachments/attachment-json';
import type { totalsJson } from '@/lib/server/claims/claim-figures-json';
import type { CertItem } from '../certs/cert-json';
import type { ClaimItem, Jsonified } from '../claims/claim-json';

/** A schedule line as both kinds answer it: the item and its figures (each adds its own). */
export type DocumentItem = Pick<ClaimItem, keyof ClaimItem & keyof CertItem>;
/** A document's own file. */
export type DocumentAttachment = Jsonified<ReturnType<typeof attachmentJson>>;
/** The totals a document's schedule comes to (base, variations, materials and the whole). */
export type DocumentTotalsJson = Jsonified<ReturnType<typeof totalsJson>>;
/** What a document's figures need of the screen they are on: the contract, its currency and tax. */
export type FiguresPage = { ids: { contractId: string }; currency: string; taxName: string };

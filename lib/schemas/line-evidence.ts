// Request schemas for line-item evidence (spec §3 comments: content, is_claim, doc_uuid,
// comment_id, shared; §7 "lineitem comments", line-item files): the comments and files behind one
// line of a claim or a certificate. The document, the line and the comment are named by the path;
// is_claim, doc_uuid and comment_id may also be sent, as the spec's client does, and must then
// agree with it (checked by the route against its params).
import { z } from 'zod';
import { EVIDENCE_COMMENT_MAX } from '@/lib/domain/line-evidence';
import { ZClaimParams } from './claims';
import { ZCertParams } from './certs';
import { ZUuid } from './common';

/** …/claim/{cl}/lineitem/{itemId} and …/cert/{cert}/lineitem/{itemId} */
export const ZClaimItemParams = ZClaimParams.extend({ itemId: ZUuid });
export const ZClaimItemCommentParams = ZClaimItemParams.extend({ commentId: ZUuid });
export const ZClaimItemFileParams = ZClaimItemParams.extend({ fileId: ZUuid });
export const ZCertItemCommentParams = ZCertParams.extend({ itemId: ZUuid, commentId: ZUuid });
export const ZCertItemFileParams = ZCertParams.extend({ itemId: ZUuid, fileId: ZUuid });

export const ZEvidenceComment = z
  .string()
  .trim()
  .min(1, 'Enter a comment')
  .max(EVIDENCE_COMMENT_MAX, 'Use at most 2,000 characters');

/** What the spec's client sends beside the content: the document it is about, by id and kind. */
const docFields = {
  is_claim: z.boolean().optional(),
  doc_uuid: ZUuid.optional(),
};

/** POST …/lineitem/{itemId}/comments */
export const ZCreateLineComment = z
  .object({ content: ZEvidenceComment, shared: z.boolean().default(false), ...docFields })
  .strict();
export type TCreateLineComment = z.input<typeof ZCreateLineComment>;

/** PATCH …/lineitem/{itemId}/comments/{commentId}: its words, whether it is shared, or both. */
export const ZUpdateLineComment = z
  .object({
    content: ZEvidenceComment.optional(),
    shared: z.boolean().optional(),
    comment_id: ZUuid.optional(),
    ...docFields,
  })
  .strict()
  .refine((v) => v.content !== undefined || v.shared !== undefined, {
    message: 'Send the new content or whether it is shared',
  });
export type TUpdateLineComment = z.input<typeof ZUpdateLineComment>;

/** The multipart upload's text field: is_shared, 'true' or 'false' (absent: internal). */
export const ZLineFileForm = z
  .object({ is_shared: z.enum(['true', 'false'], 'Send is_shared as true or false').optional() })
  .transform((v) => ({ isShared: v.is_shared === 'true' }));

/** Where a body's own is_claim, doc_uuid and comment_id disagree with the path: the fields at fault. */
export function docFieldMismatches(
  body: { is_claim?: boolean; doc_uuid?: string; comment_id?: string },
  path: { isClaim: boolean; docId: string; commentId?: string },
): { field: string; message: string }[] {
  const wrong: { field: string; message: string }[] = [];
  if (body.is_claim !== undefined && body.is_claim !== path.isClaim)
    wrong.push({ field: 'is_claim', message: `This is a ${path.isClaim ? 'claim' : 'certificate'} line` });
  if (body.doc_uuid !== undefined && body.doc_uuid !== path.docId)
    wrong.push({ field: 'doc_uuid', message: 'This is not the document in the address' });
  if (body.comment_id !== undefined && path.commentId !== undefined && body.comment_id !== path.commentId)
    wrong.push({ field: 'comment_id', message: 'This is not the comment in the address' });
  return wrong;
}

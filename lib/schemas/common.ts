import { z } from 'zod';
import { decodeCursor } from '@/lib/domain/page-cursor';

export const ZUuid = z.uuid('Not a valid id');
export const isUuid = (value: string): boolean => ZUuid.safeParse(value).success;

/** Route params of every handler under /api/.../account/{acc}. */
export const ZAccountParams = z.object({ acc: ZUuid });

/** /api/group/account/{acc}/contract_group/{g} */
export const ZProjectParams = ZAccountParams.extend({ g: ZUuid });
/** /api/contract/account/{acc}/contract_group/{g}/contract/{c} */
export const ZContractParams = ZProjectParams.extend({ c: ZUuid });

/**
 * ?answer=changes on a draft's save (update_one_claim, update_one_cert): the answer carries only
 * the schedule items whose figures the save changed, with `items_changed_only: true`; without it,
 * every item, as the read does. A 2,000-line editor then takes in a few lines rather than ~1.5 MB.
 */
export const ZSaveAnswerQuery = z.object({ answer: z.enum(['changes']).optional() }).strict();
export type TSaveAnswer = z.infer<typeof ZSaveAnswerQuery>['answer'];

/** What a paged list's query takes (lib/domain/page-cursor.ts): the cursor its last page answered, and a page size. */
export function ZPageQuery<K extends z.ZodTuple>(key: K, defaultLimit: number) {
  return {
    cursor: z
      .string()
      .transform((text, ctx) => {
        const decoded = decodeCursor(text);
        if (decoded === null) ctx.addIssue({ code: 'custom', message: 'This cursor is not valid.' });
        return decoded ?? [];
      })
      .pipe(key)
      .optional(),
    limit: z.coerce.number().int().min(1).max(200).default(defaultLimit),
  };
}

/** The key of a list newest first: the row's time and, between rows of the same time, its id. */
export const ZTimeCursorKey = z.tuple([z.iso.datetime(), ZUuid]);

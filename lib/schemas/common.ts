import { z } from 'zod';

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

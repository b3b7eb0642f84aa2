import { z } from 'zod';

export const ZUuid = z.uuid('Not a valid id');
export const isUuid = (value: string): boolean => ZUuid.safeParse(value).success;

/** Route params of every handler under /api/.../account/{acc}. */
export const ZAccountParams = z.object({ acc: ZUuid });

/** /api/group/account/{acc}/contract_group/{g} */
export const ZProjectParams = ZAccountParams.extend({ g: ZUuid });
/** /api/contract/account/{acc}/contract_group/{g}/contract/{c} */
export const ZContractParams = ZProjectParams.extend({ c: ZUuid });

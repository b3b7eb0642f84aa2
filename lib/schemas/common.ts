import { z } from 'zod';

export const ZUuid = z.uuid('Not a valid id');
export const isUuid = (value: string): boolean => ZUuid.safeParse(value).success;

/** Route params of every handler under /api/.../account/{acc}. */
export const ZAccountParams = z.object({ acc: ZUuid });

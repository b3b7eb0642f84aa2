import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors/app-error';
import { rejectUnsafeInput, TOO_DEEP_MESSAGE, UNSAFE_TEXT_MESSAGES } from './reject-unsafe-input';

function thrown(value: unknown, prefix?: string): AppError | null {
  try {
    rejectUnsafeInput(value, prefix);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('rejectUnsafeInput', () => {
  it('lets clean input through, multi-line text included', () => {
    expect(thrown({ note: 'line 1\r\nline 2\tend', n: [1, { ok: '👍' }] })).toBeNull();
  });

  it('refuses NUL with 422 naming the field by its dotted path', () => {
    const error = thrown({ contacts: [{ name: 'a\u0000b' }] });
    expect(error?.status).toBe(422);
    expect(error?.items).toEqual([{ field: 'contacts.0.name', message: UNSAFE_TEXT_MESSAGES.control }]);
  });

  it('puts the prefix first, as zod errors do (params.g, query.search)', () => {
    expect(thrown({ g: 'x\ud800' }, 'params')?.items).toEqual([
      { field: 'params.g', message: UNSAFE_TEXT_MESSAGES.surrogate },
    ]);
  });

  it('names no field when the whole body is the bad string', () => {
    expect(thrown('\u0007')?.items).toEqual([{ message: UNSAFE_TEXT_MESSAGES.control }]);
  });

  it('refuses deep nesting with 400', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 1_000; i++) deep = [deep];
    const error = thrown(deep);
    expect(error?.status).toBe(400);
    expect(error?.items).toEqual([{ message: TOO_DEEP_MESSAGE }]);
  });
});

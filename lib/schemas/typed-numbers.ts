// Numeric form fields shared by the handlers and the forms. A field accepts either the stored
// integer (cents, basis points, a day count) — what API clients send — or the text a user typed
// ("200,000.00", "12.5", "20"), which is parsed by the §5 rules of lib/domain/numbers-input.ts.
// Both give the stored integer, so the browser and the server run the same schema. An empty field
// is null; whether null is allowed is the enclosing schema's decision.
import { z } from 'zod';
import { parseMoney, parsePercent, type ParseResult } from '@/lib/domain/numbers-input';

type Parser = (text: string, options: { max?: number }) => ParseResult<number>;

const ZRaw = z.union([z.string().max(40, 'This number is too long'), z.number(), z.null()]).optional();

function typed(parse: Parser, max: number) {
  return ZRaw.transform((value, ctx): number | null => {
    if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
    if (typeof value === 'number') {
      if (Number.isSafeInteger(value) && value >= 0 && value <= max) return value;
      ctx.addIssue({ code: 'custom', message: `Enter a whole number from 0 to ${max}` });
      return z.NEVER;
    }
    const parsed = parse(value, { max });
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  });
}

/** §9: amounts above 1e11 dollars are not shown in full; nothing real comes near. */
export const MAX_MONEY_CENTS = 10_000_000_000_000;

/** Money: integer cents, or typed dollars such as "200,000.00". Never negative. */
export const ZMoneyField = typed(parseMoney, MAX_MONEY_CENTS);
/** A percentage: basis points, or a typed percent such as "12.5". 0 – 100 %. */
export const ZPercentField = typed(parsePercent, 10_000);

/** A whole number from `min` to `max` (days, a GST rate), given as a number or typed digits. */
export function ZWholeNumberField(min: number, max: number) {
  return ZRaw.transform((value, ctx): number | null => {
    if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
    const number = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
    if (Number.isSafeInteger(number) && number >= min && number <= max) return number;
    ctx.addIssue({ code: 'custom', message: `Enter a whole number from ${min} to ${max}` });
    return z.NEVER;
  });
}

/** Adds a "required" message for a field that came out null. */
export function requiredNumber<T extends z.ZodType<number | null>>(schema: T, message: string) {
  return schema.transform((value, ctx): number => {
    if (value !== null) return value;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

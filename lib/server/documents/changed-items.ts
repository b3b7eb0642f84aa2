// What a draft's save answers with ?answer=changes (lib/schemas/common.ts ZSaveAnswerQuery): the
// schedule items whose JSON differs from what they were before the save, found by comparing the
// items as they read before and after rather than guessing from the lines sent, so that a setting
// that moves every line's figures (retention, less previous) answers every line.
export function changedItems<T extends { id: string }>(before: readonly T[], after: readonly T[]): T[] {
  const was = new Map(before.map((item) => [item.id, item]));
  return after.filter((item) => {
    const old = was.get(item.id);
    return old === undefined || !sameFields(old, item);
  });
}

function sameFields(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(right);
  if (keys.length !== Object.keys(left).length) return false;
  return keys.every((key) => {
    const [x, y] = [left[key], right[key]];
    if (x === y) return true;
    // Nested values (a line's evidence, its flags) are few and small: compare them as JSON.
    return typeof x === 'object' && typeof y === 'object' && json(x) === json(y);
  });
}

const json = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? String(v) : v));

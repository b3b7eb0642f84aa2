/**
 * Text that cannot be stored or shown faithfully, and input shaped to exhaust the server.
 *
 * - NUL (U+0000) is refused by PostgreSQL in text and jsonb columns, so it would fail the write.
 * - The other C0 and C1 control characters (U+0001–U+001F, U+007F–U+009F) are invisible in the
 *   app, in PDFs and in emails, and have no place in a name, a note or a description.
 * - A lone UTF-16 surrogate is half a character: it cannot be encoded as UTF-8 and would be
 *   stored as U+FFFD, silently changing what was sent.
 *
 * Tab, line feed and carriage return are text like any other: multi-line notes, comments and
 * descriptions use them (LF or CRLF), and pasted spreadsheet cells bring tabs.
 */

export type UnsafeTextKind = 'control' | 'surrogate';

/** With the u flag, \p{Cs} matches only surrogates that are not part of a pair. */
const UNSAFE_TEXT = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

/** What is wrong with this text, or null when it may be stored as it is. */
export function unsafeTextKind(text: string): UnsafeTextKind | null {
  const match = UNSAFE_TEXT.exec(text);
  if (!match) return null;
  return /\p{Cs}/u.test(match[0]) ? 'surrogate' : 'control';
}

/**
 * How deeply the API's JSON may nest: its deepest body (a claim's items and their fields) is three
 * levels deep, so 32 leaves room to grow while a 1,000-level body is refused before it is walked.
 */
export const MAX_INPUT_DEPTH = 32;

export type UnsafeInput =
  { kind: UnsafeTextKind; path: (string | number)[] } | { kind: 'depth'; path: (string | number)[] };

/**
 * The first string (value or object key) in parsed input that is unsafe text, with its path, or
 * the first object or array nested more than `maxDepth` levels deep; null when there is none.
 */
export function findUnsafeInput(value: unknown, maxDepth = MAX_INPUT_DEPTH): UnsafeInput | null {
  return walk(value, [], maxDepth);
}

/**
 * Depth first with one path stack, copied only for what it finds: a save of a long schedule sends
 * thousands of small objects, and a fresh path array per value cost more than the checks.
 */
function walk(value: unknown, path: (string | number)[], maxDepth: number): UnsafeInput | null {
  if (typeof value === 'string') {
    const kind = unsafeTextKind(value);
    return kind ? { kind, path: [...path] } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (path.length >= maxDepth) return { kind: 'depth', path: [...path] };
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      path.push(index);
      const found = walk(value[index], path, maxDepth);
      path.pop();
      if (found) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    path.push(key);
    const keyKind = unsafeTextKind(key);
    const found = keyKind
      ? { kind: keyKind, path: [...path] }
      : walk((value as Record<string, unknown>)[key], path, maxDepth);
    path.pop();
    if (found) return found;
  }
  return null;
}

/**
 * Whether JSON text opens more than `maxDepth` objects or arrays inside each other. Counted on the
 * text, before JSON.parse, because parsing half a million nested brackets costs the server about a
 * second while this scan costs a millisecond. Brackets inside strings do not count.
 */
export function jsonNestsDeeperThan(text: string, maxDepth = MAX_INPUT_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      if (++depth > maxDepth) return true;
    } else if (char === '}' || char === ']') depth--;
  }
  return false;
}

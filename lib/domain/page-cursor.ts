// A list's keyset cursor (issue 33: lists page with a cursor): the sort key of the last row a page
// showed, which the next page starts after — so a page costs the same however deep it is, and a row
// added meanwhile neither repeats nor skips one. Opaque to clients: base64url of the key as JSON in
// UTF-8 (a key may hold a name in any script: the projects list sorts by name).

export type CursorKey = readonly (string | number | boolean)[];

/** Up to 200 characters of name in any script, as UTF-8 in base64. */
const MAX_CURSOR_LENGTH = 1200;

const toBase64Url = (text: string) => {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (cursor: string) => {
  const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

export function encodeCursor(key: CursorKey): string {
  return toBase64Url(JSON.stringify(key));
}

/** The key, or null when the text is not a cursor this codec made. */
export function decodeCursor(cursor: string): unknown[] | null {
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const key: unknown = JSON.parse(fromBase64Url(cursor));
    return Array.isArray(key) ? key : null;
  } catch {
    return null;
  }
}

/** The page's rows (one more was read, to know whether another page follows) and the next cursor. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => CursorKey) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, next_cursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}

// A list's keyset cursor (issue 33: lists page with a cursor): the sort key of the last row a page
// showed, which the next page starts after — so a page costs the same however deep it is, and a row
// added meanwhile neither repeats nor skips one. Opaque to clients: base64url of the key as JSON.

export type CursorKey = readonly (string | number)[];

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function encodeCursor(key: CursorKey): string {
  return toBase64Url(JSON.stringify(key));
}

/** The key, or null when the text is not a cursor this codec made. */
export function decodeCursor(cursor: string): unknown[] | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return null;
  try {
    const key: unknown = JSON.parse(atob(cursor.replace(/-/g, '+').replace(/_/g, '/')));
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

// The browser's one way to call /api (spec §7, §8): it applies the error catalogue so that no
// page handles statuses on its own.

/** Spec §9: request time-out. */
export const REQUEST_TIMEOUT_MS = 600_000;

export const STATUS_MESSAGES: Record<number, string> = {
  404: 'Can not find the resource!',
  500: 'Server error!',
  501: 'The server does not support the method used in the request!',
  502: 'Gateway error!',
  504: 'Gateway timeout!',
};
export const TIMEOUT_MESSAGE = 'Time out, please refresh again!';

/** What the UI does for each outcome; supplied by the UI provider, replaced in tests. */
export interface FetchUi {
  navigate(url: string): void;
  alert(title: 'Error!' | 'Warning!' | 'Success!', paragraphs: string[]): void;
  subscription(code: number, message: string): void;
}

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number };

interface ErrorEntry {
  message?: string;
  code?: number;
}

/** /login?next=… — or the invite login when the page was opened from an invitation (§8). */
export function unauthorisedRedirect(location: { pathname: string; search: string }): string {
  const here = location.pathname + location.search;
  const query = new URLSearchParams(location.search);
  const inviteType = query.get('invite_type');
  if (inviteType && /^\/(project|contract|invitation)/.test(location.pathname)) {
    const params = new URLSearchParams({ next: here, invite_type: inviteType });
    const email = query.get('user_email');
    if (email) params.set('user_email', email);
    return `/invite_login?${params}`;
  }
  return `/login?next=${encodeURIComponent(here)}`;
}

/** The server's `{ errors }` as paragraphs: one per entry, line breaks split further. */
export function errorParagraphs(body: unknown): string[] {
  const errors = (body as { errors?: unknown })?.errors;
  const list: unknown[] = Array.isArray(errors) ? errors : errors ? [errors] : [];
  return list
    .map((e) => (typeof e === 'string' ? e : ((e as ErrorEntry)?.message ?? '')))
    .flatMap((m) => m.split('\n'))
    .map((m) => m.trim())
    .filter(Boolean);
}

export async function apiFetch<T>(
  url: string,
  init: RequestInit & { json?: unknown },
  ui: FetchUi,
  location: { pathname: string; search: string } = window.location,
): Promise<ApiResult<T>> {
  const { json, ...rest } = init;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      ...rest,
      signal: rest.signal ?? controller.signal,
      headers: json === undefined ? rest.headers : { 'content-type': 'application/json', ...rest.headers },
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  } catch {
    ui.alert('Error!', [TIMEOUT_MESSAGE]);
    return { ok: false, status: 0 };
  } finally {
    clearTimeout(timer);
  }
  const body = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: body as T };

  if (response.status === 401) ui.navigate(unauthorisedRedirect(location));
  else if (response.status === 403) ui.navigate('/access-denied');
  else if (response.status === 402) {
    const first = ((body as { errors?: ErrorEntry[] })?.errors ?? [])[0];
    ui.subscription(first?.code ?? 4021, first?.message || 'An error occurred');
  } else {
    const fixed = STATUS_MESSAGES[response.status];
    // 503 is the app saying its database is unreachable (lib/api/error-response.ts): its own words.
    const fixedOnly = response.status === 404 || (response.status >= 500 && response.status !== 503);
    const paragraphs = fixedOnly ? [] : errorParagraphs(body);
    ui.alert('Error!', paragraphs.length ? paragraphs : [fixed ?? 'An error occurred']);
  }
  return { ok: false, status: response.status };
}

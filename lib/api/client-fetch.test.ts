import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, errorParagraphs, unauthorisedRedirect, type FetchUi } from './client-fetch';

function fakeUi() {
  return { navigate: vi.fn(), alert: vi.fn(), subscription: vi.fn() } satisfies FetchUi;
}
const here = { pathname: '/dashboard', search: '?account_id=a1' };

function respondWith(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch applies the §8 error catalogue', () => {
  it('returns the data of a 2xx answer', async () => {
    respondWith(200, { a: 1 });
    const ui = fakeUi();
    expect(await apiFetch('/api/x', {}, ui, here)).toEqual({ ok: true, status: 200, data: { a: 1 } });
    expect(ui.alert).not.toHaveBeenCalled();
  });

  it('401 → login with next', async () => {
    respondWith(401, { errors: [{ message: 'x' }] });
    const ui = fakeUi();
    await apiFetch('/api/x', {}, ui, here);
    expect(ui.navigate).toHaveBeenCalledWith('/login?next=%2Fdashboard%3Faccount_id%3Da1');
  });

  it('403 → /access-denied', async () => {
    respondWith(403, { errors: [] });
    const ui = fakeUi();
    await apiFetch('/api/x', {}, ui, here);
    expect(ui.navigate).toHaveBeenCalledWith('/access-denied');
  });

  it('402 → subscription modal with the first error code and message', async () => {
    respondWith(402, { errors: [{ code: 4023, message: 'Limit reached' }] });
    const ui = fakeUi();
    await apiFetch('/api/x', {}, ui, here);
    expect(ui.subscription).toHaveBeenCalledWith(4023, 'Limit reached');
  });

  it.each([
    [404, 'Can not find the resource!'],
    [500, 'Server error!'],
    [501, 'The server does not support the method used in the request!'],
    [502, 'Gateway error!'],
    [504, 'Gateway timeout!'],
  ])('%i → alert "%s"', async (status, message) => {
    respondWith(status, { errors: [{ message: 'internal detail' }] });
    const ui = fakeUi();
    await apiFetch('/api/x', {}, ui, here);
    expect(ui.alert).toHaveBeenCalledWith('Error!', [message]);
  });

  it("503 → the app's own message (the database is unreachable), else a generic one", async () => {
    respondWith(503, { errors: [{ message: 'ClaimCert cannot reach its database just now.' }] });
    const ui = fakeUi();
    await apiFetch('/api/x', {}, ui, here);
    expect(ui.alert).toHaveBeenCalledWith('Error!', ['ClaimCert cannot reach its database just now.']);
    respondWith(503, null);
    await apiFetch('/api/x', {}, ui, here);
    expect(ui.alert).toHaveBeenLastCalledWith('Error!', ['An error occurred']);
  });

  it('other errors → Error! with the server errors as paragraphs', async () => {
    respondWith(422, { errors: [{ message: 'Name is required' }, { message: 'Line one\nLine two' }] });
    const ui = fakeUi();
    await apiFetch('/api/x', { method: 'POST', json: {} }, ui, here);
    expect(ui.alert).toHaveBeenCalledWith('Error!', ['Name is required', 'Line one', 'Line two']);
  });

  it('no answer → the time-out message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network'))),
    );
    const ui = fakeUi();
    expect(await apiFetch('/api/x', {}, ui, here)).toEqual({ ok: false, status: 0 });
    expect(ui.alert).toHaveBeenCalledWith('Error!', ['Time out, please refresh again!']);
  });
});

describe('unauthorisedRedirect', () => {
  it('sends invitation pages to the invite login (§8)', () => {
    expect(
      unauthorisedRedirect({ pathname: '/project/view/p1', search: '?invite_type=cert&user_email=a%40b.c' }),
    ).toBe(
      '/invite_login?next=%2Fproject%2Fview%2Fp1%3Finvite_type%3Dcert%26user_email%3Da%2540b.c&invite_type=cert&user_email=a%40b.c',
    );
  });
});

describe('errorParagraphs', () => {
  it('accepts strings, objects and a bare string', () => {
    expect(errorParagraphs({ errors: ['a', { message: 'b' }] })).toEqual(['a', 'b']);
    expect(errorParagraphs({ errors: 'c' })).toEqual(['c']);
    expect(errorParagraphs(null)).toEqual([]);
  });
});

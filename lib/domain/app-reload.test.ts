import { describe, expect, it } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  RELOAD_GUARD_MS,
  VERSION_RELOAD_DELAY_MS,
  isAppChunkUrl,
  isChunkLoadError,
  isNewBuild,
  mayReload,
  parseLastReload,
} from './app-reload';

describe('§9 constants', () => {
  it('reloads 3 seconds after a version change; chunks time out after 120 seconds', () => {
    expect(VERSION_RELOAD_DELAY_MS).toBe(3_000);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});

describe('isNewBuild', () => {
  it.each([
    ['abc', 'def', true],
    ['abc', 'abc', false],
    // No answer, or an answer without a build id, is not a new build.
    ['abc', null, false],
    ['abc', undefined, false],
    ['abc', '', false],
  ])('served %s, server now %s → %s', (served, current, expected) => {
    expect(isNewBuild(served, current)).toBe(expected);
  });
});

describe('isAppChunkUrl', () => {
  it.each([
    ['http://localhost:3000/_next/static/chunks/0a1b2c.js', true],
    ['/_next/static/chunks/app/(app)/dashboard/page-1.js', true],
    ['/_next/static/css/4f5e.css', true],
    ['/_next/static/media/inter.woff2', false],
    ['/api/config', false],
    ['https://js.hsforms.net/forms/embed/v2.js', false],
    ['http://[bad', false],
  ])('%s → %s', (url, expected) => {
    expect(isAppChunkUrl(url)).toBe(expected);
  });
});

describe('isChunkLoadError', () => {
  const named = (name: string, message: string) => Object.assign(new Error(message), { name });
  it.each([
    [named('ChunkLoadError', 'Failed to load chunk /_next/static/chunks/x.js from module 1'), true],
    [new Error('Loading chunk 412 failed.\n(error: http://localhost/_next/static/chunks/412.js)'), true],
    [new Error('Loading CSS chunk app-page failed'), true],
    [new TypeError('Failed to fetch dynamically imported module: http://localhost/x.js'), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new TypeError('Failed to fetch'), false],
    [new Error('Cannot read properties of undefined'), false],
    ['Loading chunk 1 failed', false],
    [null, false],
    [{ message: 42 }, false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('mayReload: no reload loop', () => {
  const now = 1_800_000_000_000;
  it('reloads the first time, and for another target', () => {
    expect(mayReload(null, 'build-2', now)).toBe(true);
    expect(mayReload({ target: 'build-2', at: now - 1_000 }, 'build-3', now)).toBe(true);
  });
  it('not again for the same target within the guard, but once it has passed', () => {
    expect(mayReload({ target: 'build-2', at: now - 1_000 }, 'build-2', now)).toBe(false);
    expect(mayReload({ target: 'build-2', at: now - RELOAD_GUARD_MS }, 'build-2', now)).toBe(true);
    // A clock put back does not block reloads for ever.
    expect(mayReload({ target: 'build-2', at: now + 60_000 }, 'build-2', now)).toBe(true);
  });
  it('reads back what it stored, and nothing from anything else', () => {
    expect(parseLastReload(JSON.stringify({ target: 'b', at: 5 }))).toEqual({ target: 'b', at: 5 });
    for (const stored of [null, '', 'not json', '{"target":1,"at":5}', '{"target":"b"}', '[]']) {
      expect(parseLastReload(stored)).toBeNull();
    }
  });
});

import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, isPortFree } from './embedded-postgres';
import { reachableByOthers } from './postgres-as-root';

describe('reachableByOthers (can the `postgres` user walk down to a directory?)', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'claimcert-reach-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it.each([
    ['every directory on the way o+x', 0o755, 0o711, true],
    ['a private parent (a clone under /root)', 0o700, 0o755, false],
    ['a private directory itself', 0o755, 0o750, false],
  ])('%s', (_, parentMode, childMode, expected) => {
    const parent = mkdtempSync(path.join(base, 'p-'));
    const child = path.join(parent, 'child');
    mkdirSync(child);
    chmodSync(base, 0o755);
    chmodSync(parent, parentMode);
    chmodSync(child, childMode);
    expect(reachableByOthers(path.join(child, 'not-yet-made'))).toBe(expected);
  });
});

describe('isPortFree', () => {
  it('is false while something listens on the port, true once it stops', async () => {
    const port = await freePort();
    const server = createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    expect(await isPortFree(port)).toBe(false);
    await new Promise((resolve) => server.close(resolve));
    expect(await isPortFree(port)).toBe(true);
  });
});

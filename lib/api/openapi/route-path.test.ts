import { describe, expect, it } from 'vitest';
import { routePath } from './route-path';

describe('routePath', () => {
  it.each([
    ['app/api/config/route.ts', '/api/config', []],
    [
      'app/api/account/[acc]/api_tokens/[tokenId]/route.ts',
      '/api/account/{acc}/api_tokens/{tokenId}',
      ['acc', 'tokenId'],
    ],
    ['app/api/auth/[...nextauth]/route.ts', '/api/auth/{nextauth}', ['nextauth']],
    ['app/api/openapi.json/route.ts', '/api/openapi.json', []],
  ])('%s → %s', (file, path, params) => {
    const result = routePath(file);
    expect(result.path).toBe(path);
    expect(result.params.map((p) => p.name)).toEqual(params);
  });

  it('marks a catch-all folder', () => {
    expect(routePath('app/api/auth/[...nextauth]/route.ts').params[0]!.catchAll).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { json } from './json-response';

describe('json', () => {
  it('answers the data as JSON with its status', async () => {
    const response = json({ a: 1, b: [null, 'x'] }, 201);
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.text()).toBe('{"a":1,"b":[null,"x"]}');
  });

  it('writes BIGINT cents that reach it as numbers, exactly, however deep', async () => {
    const response = json({ total: 9_007_199_254_740_991n, lines: [{ cents: -5n, label: 'a' }] });
    expect(await response.text()).toBe('{"total":9007199254740991,"lines":[{"cents":-5,"label":"a"}]}');
  });

  it('answers null for no data', async () => {
    expect(await json(undefined).text()).toBe('null');
  });
});

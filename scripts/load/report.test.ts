// The load run's arithmetic and its proxy's settings (scripts/load/report.ts, nginx-config.ts).
import { describe, expect, it } from 'vitest';
import { nginxConfig } from './nginx-config';
import { afterKill, percentile, stepFigures } from './report';
import type { Sample } from './session';
import { periodOf, windowOf } from './working-day';

const sample = (step: string, at: number, ms: number, status = 200, write = false): Sample => ({
  step,
  at,
  ms,
  status,
  write,
});

describe('percentile (nearest rank)', () => {
  it.each([
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50, 5],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95, 10],
    [Array.from({ length: 100 }, (_, i) => i + 1), 99, 99],
    [Array.from({ length: 100 }, (_, i) => i + 1), 95, 95],
    [[7], 99, 7],
  ])('of %j at p%i is %i', (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });

  it('is not a number for no values', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('stepFigures', () => {
  it('counts requests and failures per step in the given order, timing only the answered ones', () => {
    const figures = stepFigures(
      [
        sample('b', 0, 30),
        sample('a', 10, 10),
        sample('a', 20, 5000, 502, true),
        sample('a', 30, 20),
        sample('b', 40, 1, 0),
      ],
      2,
      ['a', 'b', 'c'],
    );
    expect(figures.map((f) => [f.step, f.requests, f.failures, f.rps, f.p50, f.p99])).toEqual([
      ['a', 3, 1, 1.5, 10, 20],
      ['b', 2, 1, 1, 30, 30],
      ['all requests', 5, 2, 2.5, 20, 30],
    ]);
  });
});

describe('afterKill', () => {
  it('counts the requests that failed once the kill happened, and when the last one did', () => {
    const seen = afterKill(
      [
        sample('open', 100, 50, 502), // failed before the kill
        sample('save', 900, 150, 502, true),
        sample('open', 1000, 40, 200),
        sample('issue', 1500, 300, 0, true),
      ],
      1000,
    );
    expect(seen).toEqual({ failures: 2, writes: 2, steps: ['save', 'issue'], lastFailureMs: 800 });
  });
});

describe('the nginx configuration', () => {
  const conf = nginxConfig({ listen: 8080, upstreams: [3001, 3002], dir: '/tmp/x' });

  it('balances over every instance and passes on requests that found no instance', () => {
    expect(conf).toContain('server 127.0.0.1:3001 max_fails=3 fail_timeout=10s;');
    expect(conf).toContain('server 127.0.0.1:3002 max_fails=3 fail_timeout=10s;');
    // Below Node's 5 s keep-alive timeout, so nginx never sends on a connection Node closed.
    expect(conf).toContain('keepalive_timeout 4s;');
    expect(conf).toMatch(/proxy_next_upstream error timeout http_502 http_503;/);
  });

  it('never sends a write an instance may have done to another', () => {
    // POST and PATCH: nginx's default without non_idempotent; PUT and DELETE: @once.
    expect(conf).not.toContain('non_idempotent');
    expect(conf).toMatch(/if \(\$request_method ~ \^\(PUT\|DELETE\)\$\) \{ return 418; \}/);
    expect(conf).toMatch(/location @once \{\s+proxy_pass http:\/\/claimcert;\s+proxy_next_upstream off;/);
  });

  it('passes the request id and the client address on', () => {
    expect(conf).toContain('proxy_set_header X-Request-Id $request_id;');
    expect(conf).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });
});

describe('the working day’s months', () => {
  it('runs month by month from January 2020, paid on the 20th of the next month', () => {
    expect(periodOf(0)).toEqual({ from: '2020-01-01', to: '2020-01-31', paidOn: '2020-02-20' });
    expect(periodOf(1)).toEqual({ from: '2020-02-01', to: '2020-02-29', paidOn: '2020-03-20' });
    expect(periodOf(11)).toEqual({ from: '2020-12-01', to: '2020-12-31', paidOn: '2021-01-20' });
  });

  it('claims the next ten lines each month, wrapping round the schedule', () => {
    const leaves = Array.from({ length: 25 }, (_, i) => `l${i}`);
    expect(windowOf(leaves, 0)).toEqual(leaves.slice(0, 10));
    expect(windowOf(leaves, 2)).toEqual([...leaves.slice(20, 25), ...leaves.slice(0, 5)]);
  });
});

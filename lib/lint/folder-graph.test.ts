// The folders of lib/ and the imports between them (values only: a type import costs nothing at
// run time). Issue 30 found 23 folders in one knot, each reachable from each; now there is none.
// The folders are layered: a folder is read knowing only those below it, and a change to a low
// one (contracts/) can be tested without the high ones (certs/) it serves. Where a new import
// would close a cycle, the shared piece belongs lower (ARCHITECTURE.md "Layers of lib/server").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** lib/<folder>, or lib/server/<area> for the services. */
function folderOf(file: string): string {
  const parts = file.split('/');
  return parts[1] === 'server' && parts.length > 3
    ? parts.slice(0, 3).join('/')
    : parts.slice(0, 2).join('/');
}

function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles('lib')) {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    for (const [statement, specifier] of source.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gm)) {
      if (/^(?:import|export)\s+type\s/.test(statement)) continue;
      const target = specifier!.startsWith('@/')
        ? specifier!.slice(2)
        : specifier!.startsWith('.')
          ? path.join(path.dirname(file), specifier!)
          : null;
      if (!target?.startsWith('lib/') || target.includes('/generated')) continue;
      const [from, to] = [folderOf(file), folderOf(`${target}.ts`)];
      if (from === to) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** Strongly connected components of more than one folder (Tarjan). */
function knots(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('the folder import graph of lib/', () => {
  const graph = folderGraph();
  const found = knots(graph);

  it('reads the imports (the route wrapper reaches the services)', () => {
    expect(graph.get('lib/api')).toContain('lib/server/session');
    expect(graph.get('lib/server/claims')).toContain('lib/errors');
  });

  it('has no cycle: no folder reaches itself', () => {
    expect(found).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const cyclic = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(knots(cyclic)).toEqual([['a', 'b', 'c']]);
  });
});

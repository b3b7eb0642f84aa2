// The map from every API route to the service it calls, read from the route files themselves: the
// table in ARCHITECTURE.md is checked against this (operations-table.test.ts), so it cannot drift.
// A handler's service is the first function it calls that it imports from lib/server — by the
// convention every handler follows: parse (route wrapper), call one service, respond.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface RouteOperation {
  /** The URL, with the folder's dynamic segments as the spec writes them: {acc}, {g}, … */
  url: string;
  method: string;
  /** The route file, relative to the repository. */
  file: string;
  /** The called service as `lib/server/<area>/<file>.ts › name`, or '' when the handler calls none. */
  service: string;
}

const METHOD = /^export (?:const|async function) (GET|POST|PUT|PATCH|DELETE)\b/gm;
const SERVER_IMPORT = /^import \{([^}]*)\} from '@\/(lib\/server\/[^']+)';$/gm;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

function urlOf(file: string): string {
  const segments = path.dirname(file).split(path.sep).slice(1); // drop 'app'
  return (
    '/' +
    segments.map((s) => s.replace(/^\[\.\.\.(.+)\]$/, '{...$1}').replace(/^\[(.+)\]$/, '{$1}')).join('/')
  );
}

/** Every method of every route file under app/api, sorted by URL then method. */
export function readOperations(root: string): RouteOperation[] {
  const operations: RouteOperation[] = [];
  for (const full of routeFiles(path.join(root, 'app', 'api'))) {
    const file = path.relative(root, full).split(path.sep).join('/');
    const source = readFileSync(full, 'utf8');
    const imported = new Map<string, string>();
    for (const [, names, module] of source.matchAll(SERVER_IMPORT))
      for (const name of names!.split(',').map((n) => n.trim().replace(/^type\s+/, '')))
        if (name) imported.set(name, `${module}.ts`);
    const starts = [...source.matchAll(METHOD)];
    starts.forEach((match, i) => {
      const body = source.slice(match.index, starts[i + 1]?.index ?? source.length);
      const called = [...body.matchAll(/\b([A-Za-z_$][\w$]*)\(/g)]
        .map((m) => m[1]!)
        .find((name) => imported.has(name));
      operations.push({
        url: urlOf(file),
        method: match[1]!,
        file,
        service: called ? `${imported.get(called)} › ${called}` : '',
      });
    });
  }
  return operations.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

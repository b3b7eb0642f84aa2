// Where a route file answers: app/api/account/[acc]/config/route.ts → /api/account/{acc}/config,
// with its path parameters in order. A catch-all folder ([...nextauth]) becomes one parameter that
// stands for the rest of the path.

export interface RoutePath {
  /** The OpenAPI path template. */
  path: string;
  params: { name: string; catchAll: boolean }[];
}

export function routePath(file: string): RoutePath {
  const segments = file.replace(/\\/g, '/').split('/').slice(1, -1); // drop 'app' and 'route.ts'
  const params: RoutePath['params'] = [];
  const parts = segments.map((segment) => {
    const match = segment.match(/^\[(\.\.\.)?(.+)\]$/);
    if (!match) return segment;
    params.push({ name: match[2]!, catchAll: Boolean(match[1]) });
    return `{${match[2]}}`;
  });
  return { path: '/' + parts.join('/'), params };
}

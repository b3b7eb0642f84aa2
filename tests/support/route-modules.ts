// The route files under app/api as the tests see them: found on disk and imported one by one, the
// way the bundler's require.context finds them for the running app (app/api/route-modules.ts).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RouteModule } from '@/lib/api/openapi/build-document';

const root = path.resolve(__dirname, '../..');

/** Every app/api/**\/route.ts, relative to the repository, sorted. */
export function routeFiles(dir = path.join(root, 'app', 'api')): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return routeFiles(full);
      return entry.name === 'route.ts' ? [path.relative(root, full).split(path.sep).join('/')] : [];
    })
    .sort();
}

export async function loadRouteModules(): Promise<RouteModule[]> {
  return Promise.all(
    routeFiles().map(async (file) => ({
      file,
      exports: (await import(path.join(root, file))) as Record<string, unknown>,
    })),
  );
}

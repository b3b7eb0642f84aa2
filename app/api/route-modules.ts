// Every route file under app/api, loaded by the bundler: require.context is resolved when the app
// is built (Turbopack and webpack both support it), so a route added later is in the OpenAPI
// document of the next build without anyone listing it. Tests, which run outside the bundler,
// walk the folder instead (tests/support/route-modules.ts) and check they agree.
import 'server-only';
import { buildOpenApiDocument, type RouteModule } from '@/lib/api/openapi/build-document';
import type { JsonSchema } from '@/lib/api/openapi/json-schema';

interface RequireContext {
  keys(): string[];
  /** A module with top-level await somewhere below it (most routes: Prisma) comes as a promise. */
  (id: string): Record<string, unknown> | Promise<Record<string, unknown>>;
}
declare const require: { context(directory: string, recursive: boolean, filter: RegExp): RequireContext };

async function loadRouteModules(): Promise<RouteModule[]> {
  const context = require.context('.', true, /\/route\.ts$/);
  const byFile = new Map<string, RouteModule>();
  for (const key of context.keys()) {
    const file = 'app/api/' + key.replace(/^.*?(?:app\/api\/|\.\/)/, '');
    if (!byFile.has(file)) byFile.set(file, { file, exports: await context(key) });
  }
  return [...byFile.values()];
}

let cached: Promise<JsonSchema> | null = null;

/** The OpenAPI document, built once per server process (the routes cannot change while it runs). */
export function openApiDocument(): Promise<JsonSchema> {
  cached ??= loadRouteModules()
    .then(buildOpenApiDocument)
    .catch((error: unknown) => {
      cached = null; // the next request tries again rather than repeating one failure forever
      throw error;
    });
  return cached;
}

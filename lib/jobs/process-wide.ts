// One value per process, whichever copy of a module asks for it: the production build bundles a
// module more than once (instrumentation.ts's workers in one copy, the routes and pages in
// others), so module-level state is not process-wide there. A worker's "already running" flag
// kept in one copy lets another copy run beside it.
export function processWide<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return (store[Symbol.for(`claimcert.${name}`)] ??= create());
}

// Imported first by a script that loads the app's server modules outside Next's server bundle:
// their `server-only` marker has nothing to resolve to there.
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export {}', shortCircuit: true };
  return next(specifier, context);
}`)}`,
);

import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let cached: string | undefined;

/**
 * The id `next build` gave the build this server runs (.next/BUILD_ID). Pages hand it to the
 * browser with the page, GET /api/config answers it, and the browser compares the two to find out
 * that a new version has been deployed since the page was served (spec §4 Other). Without a
 * build (the development server) it is 'development', which never changes.
 */
export function buildId(): string {
  if (cached === undefined) {
    try {
      cached = readFileSync(join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim() || 'development';
    } catch {
      cached = 'development';
    }
  }
  return cached;
}

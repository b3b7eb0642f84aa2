// The layer rules of eslint.config.mjs refuse wrong-way imports and let the right ones through:
// each snippet is linted as if it sat at that path in the tree, through ESLint's own API with the
// project's config, so a rule that stopped resolving '@/…' or '../…' would fail here.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const LAYER_RULES = new Set(['import/no-restricted-paths', 'no-restricted-imports']);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The layer-rule messages for `code` linted as the file at `file`. */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId && LAYER_RULES.has(m.ruleId)).map((m) => m.message);
}

describe('import boundaries', { timeout: 60_000 }, () => {
  it.each([
    [
      'lib/server/x.ts',
      "import { Modal } from '@/components/ui/modal';",
      'lib/server sits below the screens',
    ],
    [
      'lib/server/x.ts',
      "import type { Modal } from '@/components/ui/modal';",
      'lib/server sits below the screens',
    ],
    [
      'lib/server/claims/x.ts',
      "import { Modal } from '../../../components/ui/modal';",
      'lib/server sits below',
    ],
    [
      'lib/server/x.ts',
      "import Page from '@/app/(app)/dashboard/page';",
      'lib/server sits below the screens',
    ],
    ['lib/domain/x.ts', "import { dashboardPage } from '@/lib/paths/page-paths';", 'lib/domain is pure'],
    ['lib/domain/x.ts', "import { recordHistory } from '../server/history';", 'lib/domain is pure'],
    [
      'lib/domain/x.ts',
      "import { redirect } from 'next/navigation';",
      "'next/navigation' import is restricted",
    ],
    ['lib/paths/x.ts', "import { assertCents } from '@/lib/domain/money';", 'lib/paths is pure'],
    [
      'components/x/y.tsx',
      "import Page from '@/app/(app)/dashboard/page';",
      'Components never import a route',
    ],
    [
      'components/x/y.tsx',
      "import { recordHistory } from '@/lib/server/history';",
      'Components take only types',
    ],
    [
      'components/x/y.tsx',
      "import { recordHistory } from '../../lib/server/history';",
      'Components take only types',
    ],
    ['lib/server/x.ts', "import { json } from '@/lib/api/json-response';", 'lib/api (the route wrapper'],
    [
      'lib/server/claims/x.ts',
      "import { readFormData } from '../../api/read-form-data';",
      'lib/api (the route',
    ],
    ['lib/errors/x.ts', "import { db } from '@/lib/db/client';", 'lib/errors and lib/json sit below'],
    [
      'lib/json/x.ts',
      "import { AppError } from '@/lib/errors/app-error';",
      'lib/errors and lib/json sit below',
    ],
    ['emails/x.ts', "import { db } from '@/lib/db/client';", 'Email templates are pure'],
    ['emails/x.ts', "import { getFile } from '@/lib/files/store';", 'Email templates are pure'],
    ['emails/x.ts', "import { recordHistory } from '../lib/server/history';", 'Email templates are pure'],
    ['lib/jobs/x.ts', "import { processOutbox } from '@/lib/email/outbox';", 'lib/jobs is the job runner'],
    [
      'lib/jobs/x.ts',
      "import { sendDueSummaries } from '../server/summaries/due-summaries';",
      'lib/jobs is the job runner',
    ],
    [
      'lib/email/x.ts',
      "import { renderClaimDocument } from '@/lib/server/claims/claim-document';",
      'lib/email sits below',
    ],
    ['lib/pdf/x.ts', "import { db } from '@/lib/db/client';", 'lib/pdf lays out what it is given'],
    ['lib/email/x.ts', "import { json } from '@/lib/api/json-response';", 'lib/api (the route wrapper'],
    [
      'lib/auth/x.ts',
      "import { verifyCredentials } from '@/lib/server/auth/verify-credentials';",
      'lib/auth holds',
    ],
  ])('%s: %s is refused', async (file, code, message) => {
    const errors = await layerErrors(file, `${code}\n`);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join('\n')).toContain(message);
  });

  it.each([
    ['lib/server/x.ts', "import { assertCents } from '@/lib/domain/money';"],
    ['lib/server/x.ts', "import { AppError } from '@/lib/errors/app-error';"],
    ['lib/api/x.ts', "import { readClaim } from '@/lib/server/claims/read-claim';"],
    ['lib/server/x.ts', "import { dashboardPage } from '@/lib/paths/page-paths';"],
    ['lib/server/x.ts', "import type { RenderedEmail } from '@/emails/layout';"],
    ['lib/domain/x.ts', "import { assertCents } from './money';"],
    ['lib/paths/x.ts', "import { dashboardPage } from './page-paths';"],
    ['components/x/y.tsx', "import type { recordHistory } from '@/lib/server/history';"],
    ['components/x/y.tsx', "import { Modal } from '@/components/ui/modal';"],
    ['emails/x.ts', "import { dashboardPage } from '@/lib/paths/page-paths';"],
    ['app/x/page.tsx', "import { recordHistory } from '@/lib/server/history';"],
    ['lib/email/x.ts', "import { addJob } from '@/lib/jobs/add-job';"],
    ['lib/server/x.ts', "import { addJob } from '@/lib/jobs/add-job';"],
    ['lib/pdf/x.ts', "import { money } from '@/lib/domain/money';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await layerErrors(file, `${code}\n`)).toEqual([]);
  });
});

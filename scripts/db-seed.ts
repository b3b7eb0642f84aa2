// npm run db:seed [-- --if-empty]: loads the NZ demo. With --if-empty it does nothing when the
// database already has accounts (npm start uses this), so real data is never touched. The demo goes
// only into a demo installation: the embedded database (no DATABASE_URL), or DEMO_MODE=true.
import { pathToFileURL } from 'node:url';
import { db } from '../lib/db/client';
import { seedDemo } from '../prisma/seed';
import { openScriptDatabase } from './script-database';

/** Seeds the demo into an empty database; says what it did. False when it refused. */
export async function seedDemoIfEmpty(ifEmpty: boolean): Promise<boolean> {
  const accounts = await db().account.count();
  if (accounts > 0) {
    console.log(
      ifEmpty
        ? 'Database has data: demo seed skipped.'
        : 'Database is not empty: refusing to seed over real data.',
    );
    return ifEmpty;
  }
  const { staffPassword } = await seedDemo(db());
  console.log(
    'Seeded the NZ demo: claimer@demo.test, certifier@demo.test, viewer@demo.test (password demo1234); ' +
      `platform staff admin@demo.test and support@demo.test (password ${staffPassword}, this installation's own).`,
  );
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.env.DATABASE_URL && process.env.DEMO_MODE !== 'true') {
    console.error(
      'DATABASE_URL names a real installation’s database: the demo goes only into the embedded one, ' +
        'or with DEMO_MODE=true.',
    );
    process.exit(1);
  }
  const stopDatabase = await openScriptDatabase();
  try {
    if (!(await seedDemoIfEmpty(process.argv.includes('--if-empty')))) process.exitCode = 1;
  } finally {
    await db().$disconnect();
    await stopDatabase();
  }
}

// npm run db:seed [-- --if-empty]: loads the NZ demo. With --if-empty it does nothing when the
// database already has accounts (npm start uses this), so real data is never touched.
import { db } from '../lib/db/client';
import { seedDemo } from '../prisma/seed';
import { openScriptDatabase } from './script-database';

const stopDatabase = await openScriptDatabase();

try {
  const ifEmpty = process.argv.includes('--if-empty');
  const accounts = await db().account.count();
  if (accounts > 0) {
    console.log(
      ifEmpty
        ? 'Database has data: demo seed skipped.'
        : 'Database is not empty: refusing to seed over real data.',
    );
    if (!ifEmpty) process.exitCode = 1;
  } else {
    await seedDemo(db());
    console.log(
      'Seeded the NZ demo: claimer@demo.test, certifier@demo.test, viewer@demo.test, support@demo.test, admin@demo.test (password demo1234).',
    );
  }
} finally {
  await db().$disconnect();
  await stopDatabase();
}

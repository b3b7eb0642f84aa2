// npm run db:seed [-- --if-empty]: loads the NZ demo. With --if-empty it does nothing when the
// database already has accounts (npm start uses this), so real data is never touched.
import { db } from '../lib/db/client';
import { prepareDatabase } from '../lib/db/prepare-database';
import { seedDemo } from '../prisma/seed';

if (!process.env.DATABASE_URL) {
  // Standalone use without a server: the same embedded database `npm start` uses.
  const { url, embedded } = await prepareDatabase({
    dataDir: '.data/pg',
    embeddedPort: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
  });
  process.env.DATABASE_URL = url;
  process.on('exit', () => void embedded?.stop());
}

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
    'Seeded the NZ demo: claimer@demo.test, certifier@demo.test, viewer@demo.test (password demo1234).',
  );
}
await db().$disconnect();

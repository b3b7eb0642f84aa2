// npm run db:migrate: applies any pending migration and nothing else — to DATABASE_URL when set,
// else to the embedded PostgreSQL under ./.data (running, or started just for this).
import { migrate } from '../lib/db/migrate';
import { openScriptDatabase } from './script-database';

const stopDatabase = await openScriptDatabase();
try {
  const applied = await migrate(process.env.DATABASE_URL!);
  console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'No pending migration.');
} finally {
  await stopDatabase();
}

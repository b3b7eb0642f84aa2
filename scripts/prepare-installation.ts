// What `npm start` does with the migrated database before serving (DATABASE_URL set, DEMO_MODE
// decided by scripts/start.ts): a demo installation gets the demo when empty; a real installation
// never does, and its start log says what it needs — its first owner at /setup while it has no
// users, and how to remove demo logins an earlier version seeded (they cannot sign in meanwhile).
import { db } from '../lib/db/client';
import { seedDemoIfEmpty } from './db-seed';
import { countDemoUsers } from './remove-demo';

try {
  if (process.env.DEMO_MODE === 'true') {
    await seedDemoIfEmpty(true);
  } else {
    const [users, demo] = await Promise.all([db().user.count(), countDemoUsers(db())]);
    if (users === 0) {
      console.log(
        `No users yet: open ${process.env.NEXTAUTH_URL ?? ''}/setup to create the firm's account and its ` +
          'owner (or run npm run admin:create).',
      );
    }
    if (demo > 0) {
      console.log(
        `This is not a demo installation, but its database holds ${demo} demo logins (…@demo.test), ` +
          'which cannot sign in. Remove them, with the demo’s accounts and contracts: npm run demo:remove',
      );
    }
  }
} finally {
  await db().$disconnect();
}

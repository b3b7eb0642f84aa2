import { defineConfig } from 'prisma/config';

// Prisma 7 reads the connection from here. Migrations are applied by our own runner
// (scripts/db-migrate.ts) because the native schema engine cannot be downloaded offline.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/claimcert' },
});

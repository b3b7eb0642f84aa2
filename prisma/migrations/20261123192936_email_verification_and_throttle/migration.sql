-- Issue 16: login throttling moves from two user columns (a 15-minute lock) to throttle_counters,
-- shared by every app instance; sign-up gains email confirmation. The column default marks every
-- existing user (demo users, invited users, admins) as confirmed.

-- AlterTable
ALTER TABLE "users" DROP COLUMN "failed_login_count",
DROP COLUMN "locked_until",
ADD COLUMN     "email_verified_at" TIMESTAMPTZ(3) DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "email_verify_sent_at" TIMESTAMPTZ(3),
ADD COLUMN     "email_verify_token_hash" TEXT;

-- CreateTable
CREATE TABLE "throttle_counters" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "last_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "throttle_counters_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "throttle_counters_last_at_idx" ON "throttle_counters"("last_at");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_verify_token_hash_key" ON "users"("email_verify_token_hash");


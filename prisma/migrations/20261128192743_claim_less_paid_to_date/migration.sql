-- claim_less_paid_to_date (spec §3): a contract setting under which new claims deduct the payments
-- recorded to date (less-previous option paid_to_date, fixed into claims.previous_paid_to_date at issue).
-- AlterEnum
ALTER TYPE "LessPreviousOption" ADD VALUE 'paid_to_date';

-- AlterTable
ALTER TABLE "contracts" ADD COLUMN     "claim_less_paid_to_date" BOOLEAN NOT NULL DEFAULT false;


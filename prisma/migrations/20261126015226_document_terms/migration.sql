-- Issue 12: the words an account uses for the documents it issues (Payment Claim / Progress Claim /
-- Payment Application; Payment Certificate / Payment Schedule). Each claim and certificate carries
-- its own title word, fixed once it is issued; the defaults are what every existing one is called.

-- CreateEnum
CREATE TYPE "ClaimTerm" AS ENUM ('payment_claim', 'progress_claim', 'payment_application');

-- CreateEnum
CREATE TYPE "CertTerm" AS ENUM ('payment_certificate', 'payment_schedule');

-- AlterTable
ALTER TABLE "accounts" ADD COLUMN     "cert_term" "CertTerm" NOT NULL DEFAULT 'payment_certificate',
ADD COLUMN     "claim_term" "ClaimTerm" NOT NULL DEFAULT 'payment_claim';

-- AlterTable
ALTER TABLE "claims" ADD COLUMN     "term" "ClaimTerm" NOT NULL DEFAULT 'payment_claim';

-- AlterTable
ALTER TABLE "certificates" ADD COLUMN     "term" "CertTerm" NOT NULL DEFAULT 'payment_certificate';


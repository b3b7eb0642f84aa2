-- CreateEnum
CREATE TYPE "UkNoticeKind" AS ENUM ('pay_less_notice', 'payee_default_notice');

-- CreateTable
CREATE TABLE "uk_notices" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "claim_id" UUID NOT NULL,
    "cert_id" UUID,
    "kind" "UkNoticeKind" NOT NULL,
    "sum_due" BIGINT NOT NULL,
    "basis" TEXT NOT NULL,
    "recipients" TEXT[],
    "issued_at" TIMESTAMPTZ(3) NOT NULL,
    "issued_on" DATE NOT NULL,
    "issued_by_id" UUID,
    "deadline" DATE NOT NULL,
    "deadline_source" TEXT NOT NULL,
    "late" BOOLEAN NOT NULL DEFAULT false,
    "final_date" DATE NOT NULL,
    "consequence" TEXT NOT NULL,
    "content" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "uk_notices_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "uk_notices_contract_id_idx" ON "uk_notices"("contract_id");

-- CreateIndex
CREATE UNIQUE INDEX "uk_notices_claim_id_kind_key" ON "uk_notices"("claim_id", "kind");

-- AddForeignKey
ALTER TABLE "uk_notices" ADD CONSTRAINT "uk_notices_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "uk_notices" ADD CONSTRAINT "uk_notices_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "uk_notices" ADD CONSTRAINT "uk_notices_claim_id_fkey" FOREIGN KEY ("claim_id") REFERENCES "claims"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "uk_notices" ADD CONSTRAINT "uk_notices_cert_id_fkey" FOREIGN KEY ("cert_id") REFERENCES "certificates"("id") ON DELETE CASCADE ON UPDATE CASCADE;


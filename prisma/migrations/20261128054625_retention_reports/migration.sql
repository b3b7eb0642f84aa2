-- CreateEnum
CREATE TYPE "RetentionStatementKind" AS ENUM ('transaction', 'quarterly', 'use_notice');

-- AlterEnum
ALTER TYPE "RetentionEntryKind" ADD VALUE 'used';

-- AlterTable
ALTER TABLE "retention_ledger_entries" ADD COLUMN     "notice_id" UUID;

-- CreateTable
CREATE TABLE "retention_use_notices" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "amount" BIGINT NOT NULL,
    "defects" TEXT NOT NULL,
    "given_on" DATE NOT NULL,
    "usable_from" DATE NOT NULL,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "retention_use_notices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "retention_statements" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "kind" "RetentionStatementKind" NOT NULL,
    "subject" TEXT NOT NULL,
    "period_from" DATE,
    "period_to" DATE NOT NULL,
    "content" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "retention_statements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "retention_bank_lines" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "holding_id" UUID NOT NULL,
    "booked_on" DATE NOT NULL,
    "amount" BIGINT NOT NULL,
    "description" TEXT NOT NULL,
    "balance" BIGINT,
    "fingerprint" TEXT NOT NULL,
    "entry_id" UUID,
    "imported_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "retention_bank_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "retention_reconciliations" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "holding_id" UUID NOT NULL,
    "statement_on" DATE NOT NULL,
    "statement_balance" BIGINT NOT NULL,
    "ledger_balance" BIGINT NOT NULL,
    "from_bank_lines" BOOLEAN NOT NULL DEFAULT false,
    "explanation" TEXT,
    "explained_at" TIMESTAMPTZ(3),
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "retention_reconciliations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "retention_use_notices_contract_id_idx" ON "retention_use_notices"("contract_id");

-- CreateIndex
CREATE INDEX "retention_statements_account_id_created_at_idx" ON "retention_statements"("account_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "retention_statements_contract_id_kind_subject_key" ON "retention_statements"("contract_id", "kind", "subject");

-- CreateIndex
CREATE UNIQUE INDEX "retention_bank_lines_entry_id_key" ON "retention_bank_lines"("entry_id");

-- CreateIndex
CREATE INDEX "retention_bank_lines_holding_id_booked_on_idx" ON "retention_bank_lines"("holding_id", "booked_on");

-- CreateIndex
CREATE UNIQUE INDEX "retention_bank_lines_holding_id_fingerprint_key" ON "retention_bank_lines"("holding_id", "fingerprint");

-- CreateIndex
CREATE INDEX "retention_reconciliations_holding_id_statement_on_idx" ON "retention_reconciliations"("holding_id", "statement_on");

-- CreateIndex
CREATE INDEX "retention_ledger_entries_notice_id_idx" ON "retention_ledger_entries"("notice_id");

-- AddForeignKey
ALTER TABLE "retention_ledger_entries" ADD CONSTRAINT "retention_ledger_entries_notice_id_fkey" FOREIGN KEY ("notice_id") REFERENCES "retention_use_notices"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retention_use_notices" ADD CONSTRAINT "retention_use_notices_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retention_use_notices" ADD CONSTRAINT "retention_use_notices_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retention_statements" ADD CONSTRAINT "retention_statements_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retention_statements" ADD CONSTRAINT "retention_statements_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retention_bank_lines" ADD CONSTRAINT "retention_bank_lines_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retention_bank_lines" ADD CONSTRAINT "retention_bank_lines_holding_id_fkey" FOREIGN KEY ("holding_id") REFERENCES "retention_holdings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retention_bank_lines" ADD CONSTRAINT "retention_bank_lines_entry_id_fkey" FOREIGN KEY ("entry_id") REFERENCES "retention_ledger_entries"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retention_reconciliations" ADD CONSTRAINT "retention_reconciliations_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retention_reconciliations" ADD CONSTRAINT "retention_reconciliations_holding_id_fkey" FOREIGN KEY ("holding_id") REFERENCES "retention_holdings"("id") ON DELETE CASCADE ON UPDATE CASCADE;


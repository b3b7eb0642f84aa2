-- CreateEnum
CREATE TYPE "RetentionHoldingKind" AS ENUM ('trust_account', 'instrument');

-- CreateEnum
CREATE TYPE "RetentionEntryKind" AS ENUM ('withheld', 'released', 'deposited', 'reversal');

-- AlterTable
ALTER TABLE "contract_placements" ADD COLUMN     "retention_holding_id" UUID;

-- CreateTable
CREATE TABLE "retention_holdings" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "kind" "RetentionHoldingKind" NOT NULL,
    "bank_name" TEXT,
    "account_name" TEXT,
    "account_number" TEXT,
    "bank_notified_on" DATE,
    "provider" TEXT,
    "reference" TEXT,
    "cover_amount" BIGINT,
    "starts_on" DATE,
    "expires_on" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "retention_holdings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "retention_ledger_entries" (
    "id" UUID NOT NULL,
    "seq" BIGSERIAL NOT NULL,
    "account_id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "kind" "RetentionEntryKind" NOT NULL,
    "amount" BIGINT NOT NULL,
    "occurred_on" DATE NOT NULL,
    "cert_id" UUID,
    "reverses_id" UUID,
    "reference" TEXT,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "retention_ledger_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "retention_holdings_account_id_idx" ON "retention_holdings"("account_id");

-- CreateIndex
CREATE UNIQUE INDEX "retention_ledger_entries_reverses_id_key" ON "retention_ledger_entries"("reverses_id");

-- CreateIndex
CREATE UNIQUE INDEX "retention_ledger_entries_seq_key" ON "retention_ledger_entries"("seq");

-- CreateIndex
CREATE INDEX "retention_ledger_entries_contract_id_seq_idx" ON "retention_ledger_entries"("contract_id", "seq");

-- CreateIndex
CREATE INDEX "retention_ledger_entries_account_id_idx" ON "retention_ledger_entries"("account_id");

-- AddForeignKey
ALTER TABLE "contract_placements" ADD CONSTRAINT "contract_placements_retention_holding_id_fkey" FOREIGN KEY ("retention_holding_id") REFERENCES "retention_holdings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retention_holdings" ADD CONSTRAINT "retention_holdings_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retention_ledger_entries" ADD CONSTRAINT "retention_ledger_entries_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retention_ledger_entries" ADD CONSTRAINT "retention_ledger_entries_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retention_ledger_entries" ADD CONSTRAINT "retention_ledger_entries_reverses_id_fkey" FOREIGN KEY ("reverses_id") REFERENCES "retention_ledger_entries"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- An installation upgraded to this version: each certificate issued before it withheld its change in
-- retention to date, so the payer's ledgers start from what is held now. Releases that certificates
-- made before this version were not stored apart and are not entered (README, "Retention money held
-- on trust": record them as releases on their own).
INSERT INTO "retention_ledger_entries" ("id", "account_id", "contract_id", "kind", "amount", "occurred_on", "cert_id", "created_at")
SELECT gen_random_uuid(), w.account_id, w.contract_id, 'withheld', w.amount, w.occurred_on, w.cert_id, w.issued_at
FROM (
    SELECT p.account_id, ce.contract_id, ce.id AS cert_id, ce.issued_at,
           (ce.issued_at AT TIME ZONE c.time_zone)::date AS occurred_on,
           ce.retention_to_date - COALESCE(LAG(ce.retention_to_date) OVER (
               PARTITION BY ce.contract_id ORDER BY ce.issued_at, ce.certificate_number), 0) AS amount
    FROM "certificates" ce
    JOIN "contracts" c ON c.id = ce.contract_id
    JOIN "contract_placements" p ON p.contract_id = ce.contract_id AND p.side = 'cert'
    WHERE ce.status = 'issued' AND ce.issued_at IS NOT NULL AND ce.retention_to_date IS NOT NULL
) w
WHERE w.amount <> 0
ORDER BY w.issued_at, w.cert_id;

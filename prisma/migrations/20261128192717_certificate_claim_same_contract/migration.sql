-- A certificate answers a claim of its own contract: every read joining them by contract relies on it.
-- No code path ever wrote one otherwise; should an installation hold such a row, this migration stops
-- on it and names the constraint, rather than leave the ledger and retention reads wrong.
-- DropForeignKey
ALTER TABLE "certificates" DROP CONSTRAINT "certificates_claim_id_fkey";

-- CreateIndex
CREATE UNIQUE INDEX "claims_id_contract_id_key" ON "claims"("id", "contract_id");

-- AddForeignKey
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_claim_id_contract_id_fkey" FOREIGN KEY ("claim_id", "contract_id") REFERENCES "claims"("id", "contract_id") ON DELETE CASCADE ON UPDATE CASCADE;


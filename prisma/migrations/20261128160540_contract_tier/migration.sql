-- Head contract or subcontract: the NSW SOP Act 1999 s11(1A)/(1B) times the payment due date by it.
-- Existing contracts become subcontracts, the default for new ones (most payees are trades).
-- CreateEnum
CREATE TYPE "ContractTier" AS ENUM ('head_contract', 'subcontract');

-- AlterTable
ALTER TABLE "contracts" ADD COLUMN     "contract_tier" "ContractTier" NOT NULL DEFAULT 'subcontract';


-- CreateTable
CREATE TABLE "supporting_statements" (
    "id" UUID NOT NULL,
    "claim_id" UUID NOT NULL,
    "head_contractor_abn" TEXT NOT NULL DEFAULT '',
    "period_from" DATE NOT NULL,
    "period_to" DATE NOT NULL,
    "declarant_name" TEXT NOT NULL,
    "declarant_position" TEXT NOT NULL,
    "declared_on" DATE NOT NULL,
    "made_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "supporting_statements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "supporting_statement_subcontractors" (
    "id" UUID NOT NULL,
    "statement_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "abn" TEXT NOT NULL DEFAULT '',
    "contract_ref" TEXT NOT NULL DEFAULT '',
    "amount_paid" BIGINT NOT NULL,
    "date_paid" DATE,
    "amount_owing" BIGINT NOT NULL DEFAULT 0,
    "reason" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "supporting_statement_subcontractors_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "supporting_statements_claim_id_key" ON "supporting_statements"("claim_id");

-- CreateIndex
CREATE UNIQUE INDEX "supporting_statement_subcontractors_statement_id_position_key" ON "supporting_statement_subcontractors"("statement_id", "position");

-- AddForeignKey
ALTER TABLE "supporting_statements" ADD CONSTRAINT "supporting_statements_claim_id_fkey" FOREIGN KEY ("claim_id") REFERENCES "claims"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supporting_statements" ADD CONSTRAINT "supporting_statements_made_by_id_fkey" FOREIGN KEY ("made_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "supporting_statement_subcontractors" ADD CONSTRAINT "supporting_statement_subcontractors_statement_id_fkey" FOREIGN KEY ("statement_id") REFERENCES "supporting_statements"("id") ON DELETE CASCADE ON UPDATE CASCADE;


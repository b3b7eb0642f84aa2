-- CreateIndex
CREATE INDEX "claims_served_at_id_idx" ON "claims"("served_at" DESC, "id" DESC);


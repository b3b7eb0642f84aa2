-- CreateIndex
CREATE INDEX "notifications_account_id_user_id_created_at_id_idx" ON "notifications"("account_id", "user_id", "created_at" DESC, "id" DESC);


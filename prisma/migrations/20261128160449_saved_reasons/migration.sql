-- CreateTable
CREATE TABLE "saved_reasons" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "text" VARCHAR(2000) NOT NULL,
    "text_key" CHAR(64) NOT NULL,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saved_reasons_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "saved_reasons_account_id_text_key_key" ON "saved_reasons"("account_id", "text_key");

-- AddForeignKey
ALTER TABLE "saved_reasons" ADD CONSTRAINT "saved_reasons_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;


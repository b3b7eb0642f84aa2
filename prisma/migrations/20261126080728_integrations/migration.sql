-- CreateEnum
CREATE TYPE "IntegrationProvider" AS ENUM ('webhook', 'procore');

-- AlterTable
ALTER TABLE "integration_sync_logs" ADD COLUMN     "delivery_id" UUID,
ADD COLUMN     "import_key" TEXT,
ADD COLUMN     "resolved_at" TIMESTAMPTZ(3),
ADD COLUMN     "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "integration_connections" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "provider" "IntegrationProvider" NOT NULL,
    "settings" JSONB NOT NULL,
    "credentials" TEXT NOT NULL,
    "connected_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "integration_connections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "integration_deliveries" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "provider" "IntegrationProvider" NOT NULL,
    "document_kind" TEXT NOT NULL,
    "document_id" UUID NOT NULL,
    "event" TEXT NOT NULL,
    "round" INTEGER NOT NULL DEFAULT 1,
    "payload" JSONB NOT NULL,
    "status" "OutboxStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "external_id" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "integration_deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "integration_links" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "provider" "IntegrationProvider" NOT NULL,
    "kind" TEXT NOT NULL,
    "external_id" TEXT NOT NULL,
    "local_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "integration_links_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "integration_connections_account_id_provider_key" ON "integration_connections"("account_id", "provider");

-- CreateIndex
CREATE INDEX "integration_deliveries_status_next_attempt_at_idx" ON "integration_deliveries"("status", "next_attempt_at");

-- CreateIndex
CREATE UNIQUE INDEX "integration_deliveries_account_id_provider_document_kind_do_key" ON "integration_deliveries"("account_id", "provider", "document_kind", "document_id", "event", "round");

-- CreateIndex
CREATE INDEX "integration_links_local_id_idx" ON "integration_links"("local_id");

-- CreateIndex
CREATE UNIQUE INDEX "integration_links_account_id_provider_kind_external_id_key" ON "integration_links"("account_id", "provider", "kind", "external_id");

-- CreateIndex
CREATE UNIQUE INDEX "integration_sync_logs_delivery_id_key" ON "integration_sync_logs"("delivery_id");

-- AddForeignKey
ALTER TABLE "integration_sync_logs" ADD CONSTRAINT "integration_sync_logs_delivery_id_fkey" FOREIGN KEY ("delivery_id") REFERENCES "integration_deliveries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "integration_deliveries" ADD CONSTRAINT "integration_deliveries_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "integration_links" ADD CONSTRAINT "integration_links_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;


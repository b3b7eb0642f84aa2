-- A line the payer adds to the schedule from a draft certificate (spec §7 cert item POST; §3 cert line
-- item extra_info.is_auto_created): the certificate it was added from, for its delete rule.
-- AlterTable
ALTER TABLE "line_items" ADD COLUMN     "added_from_cert_id" UUID;

-- CreateIndex
CREATE INDEX "line_items_added_from_cert_id_idx" ON "line_items"("added_from_cert_id");

-- AddForeignKey
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_added_from_cert_id_fkey" FOREIGN KEY ("added_from_cert_id") REFERENCES "certificates"("id") ON DELETE SET NULL ON UPDATE CASCADE;


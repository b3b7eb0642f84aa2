-- AlterTable
ALTER TABLE "claims" ADD COLUMN     "gst_percent" INTEGER;

-- AlterTable
ALTER TABLE "certificates" ADD COLUMN     "gst_percent" INTEGER;


-- Documents already out were valued at their contract's rate, which nothing has let change since
-- without changing them too: that is the rate they were issued at.
UPDATE "claims" c SET "gst_percent" = k."gst_rate"
FROM "contracts" k WHERE k."id" = c."contract_id" AND c."status" IN ('issued', 'certified');
UPDATE "certificates" c SET "gst_percent" = k."gst_rate"
FROM "contracts" k WHERE k."id" = c."contract_id" AND c."status" = 'issued';

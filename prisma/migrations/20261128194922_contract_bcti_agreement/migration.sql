-- AlterTable
ALTER TABLE "contracts" ADD COLUMN     "bcti_agreed_at" TIMESTAMPTZ(3),
ADD COLUMN     "bcti_agreed_by_user_id" UUID;

-- AddForeignKey
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_bcti_agreed_by_user_id_fkey" FOREIGN KEY ("bcti_agreed_by_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;


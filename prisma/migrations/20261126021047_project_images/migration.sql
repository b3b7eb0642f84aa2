-- Issue 12: a picture per project (spec §7 Projects "image upload"), in its own table so that project
-- reads do not carry its bytes.

-- CreateTable
CREATE TABLE "project_images" (
    "project_id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "content_type" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "project_images_pkey" PRIMARY KEY ("project_id")
);

-- CreateIndex
CREATE INDEX "project_images_account_id_idx" ON "project_images"("account_id");

-- AddForeignKey
ALTER TABLE "project_images" ADD CONSTRAINT "project_images_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;


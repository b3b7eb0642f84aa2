-- Issue 12: a project's draft, current and completed states follow its contracts
-- (lib/domain/project-status.ts projectStatusFor). A new project is draft until a contract in it
-- starts.

-- AlterTable
ALTER TABLE "projects" ALTER COLUMN "status" SET DEFAULT 'draft';

-- Existing projects that are not archived take the state their contracts give them: draft while
-- none has started, completed once all are finalised or archived, current otherwise.
UPDATE "projects" AS p
SET "status" = CASE
    WHEN NOT EXISTS (
        SELECT 1 FROM "contract_placements" pl JOIN "contracts" c ON c."id" = pl."contract_id"
        WHERE pl."project_id" = p."id" AND c."status" <> 'draft'
    ) THEN 'draft'
    WHEN NOT EXISTS (
        SELECT 1 FROM "contract_placements" pl JOIN "contracts" c ON c."id" = pl."contract_id"
        WHERE pl."project_id" = p."id" AND c."status" NOT IN ('finalised', 'archived')
    ) THEN 'completed'
    ELSE 'current'
END::"ProjectStatus"
WHERE p."status" <> 'archived';

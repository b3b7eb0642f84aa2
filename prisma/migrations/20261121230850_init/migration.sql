-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Country" AS ENUM ('NZ', 'AU', 'GB', 'SA', 'AE');

-- CreateEnum
CREATE TYPE "AccountRole" AS ENUM ('owner', 'admin', 'none', 'view', 'viewer', 'helpdesk');

-- CreateEnum
CREATE TYPE "ProjectRole" AS ENUM ('project_admin', 'project_view');

-- CreateEnum
CREATE TYPE "ContractRole" AS ENUM ('contract_admin', 'contract_view');

-- CreateEnum
CREATE TYPE "MembershipStatus" AS ENUM ('active', 'inactive');

-- CreateEnum
CREATE TYPE "ProjectStatus" AS ENUM ('draft', 'current', 'archived', 'completed');

-- CreateEnum
CREATE TYPE "ContractStatus" AS ENUM ('draft', 'started', 'finalised', 'reopened', 'archived');

-- CreateEnum
CREATE TYPE "ContractSide" AS ENUM ('claim', 'cert');

-- CreateEnum
CREATE TYPE "DueTerm" AS ENUM ('of_claim_month', 'calendar_days_of_following_month', 'working_days_of_following_month', 'calendar_days_after_claim_date', 'working_days_after_claim_date', 'last_day_of_following_month', 'calendar_days_before_claim_month_end', 'working_days_before_claim_month_end');

-- CreateEnum
CREATE TYPE "RetentionType" AS ENUM ('none', 'contract', 'fixed', 'scale');

-- CreateEnum
CREATE TYPE "DlpReleaseType" AS ENUM ('days', 'date');

-- CreateEnum
CREATE TYPE "CisStatus" AS ENUM ('not_applicable', 'gross', 'registered', 'unregistered');

-- CreateEnum
CREATE TYPE "LineItemKind" AS ENUM ('base', 'variation', 'material');

-- CreateEnum
CREATE TYPE "LineItemValueType" AS ENUM ('lump', 'rate');

-- CreateEnum
CREATE TYPE "ApprovalStatus" AS ENUM ('pending', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "VariationType" AS ENUM ('basic', 'multi');

-- CreateEnum
CREATE TYPE "MaterialSite" AS ENUM ('on_site', 'off_site');

-- CreateEnum
CREATE TYPE "ClaimStatus" AS ENUM ('draft', 'review', 'approved', 'issued', 'certified');

-- CreateEnum
CREATE TYPE "CertStatus" AS ENUM ('pending', 'draft', 'review', 'approved', 'issued');

-- CreateEnum
CREATE TYPE "ClaimOption" AS ENUM ('percent', 'qty', 'value');

-- CreateEnum
CREATE TYPE "LessPreviousOption" AS ENUM ('claimed', 'certified', 'custom');

-- CreateEnum
CREATE TYPE "FlowType" AS ENUM ('claim', 'cert');

-- CreateEnum
CREATE TYPE "ApprovalAction" AS ENUM ('send_for_approval', 'approve_step', 'revert_step', 'revert_to_draft', 'revert_to_review');

-- CreateEnum
CREATE TYPE "InvitationStatus" AS ENUM ('pending', 'accepted', 'declined', 'revoked');

-- CreateEnum
CREATE TYPE "OutboxStatus" AS ENUM ('pending', 'sending', 'sent', 'failed');

-- CreateEnum
CREATE TYPE "SummaryKind" AS ENUM ('daily', 'weekly');

-- CreateEnum
CREATE TYPE "SubscriptionStatus" AS ENUM ('trialing', 'active', 'past_due', 'cancelled', 'none');

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "password_hash" TEXT,
    "avatar" TEXT,
    "is_platform_admin" BOOLEAN NOT NULL DEFAULT false,
    "is_support_staff" BOOLEAN NOT NULL DEFAULT false,
    "failed_login_count" INTEGER NOT NULL DEFAULT 0,
    "locked_until" TIMESTAMPTZ(3),
    "first_login" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "accounts" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "country" "Country" NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "time_zone" TEXT NOT NULL,
    "gst_rate" INTEGER NOT NULL DEFAULT 15,
    "logo" TEXT,
    "enable_currency_shorten" BOOLEAN NOT NULL DEFAULT false,
    "is_help_desk_mode" BOOLEAN NOT NULL DEFAULT false,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "memberships" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "role" "AccountRole" NOT NULL,
    "status" "MembershipStatus" NOT NULL DEFAULT 'active',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "memberships_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_invitations" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_invitations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_preferences" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "workflow_required" BOOLEAN NOT NULL DEFAULT true,
    "workflow_optional" BOOLEAN NOT NULL DEFAULT true,
    "has_due_alerts" BOOLEAN NOT NULL DEFAULT true,
    "alert_summary" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "email_preferences_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "summary_schedules" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "kind" "SummaryKind" NOT NULL,
    "hour" INTEGER NOT NULL,
    "weekday" INTEGER,
    "next_run_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "summary_schedules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "companies" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "linked_account_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "companies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contacts" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "company_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "role" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contacts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "projects" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "project_number" TEXT,
    "status" "ProjectStatus" NOT NULL DEFAULT 'current',
    "street_address" TEXT,
    "suburb" TEXT,
    "city" TEXT,
    "postal_code" TEXT,
    "state" TEXT,
    "time_zone" TEXT NOT NULL,
    "gst_rate" INTEGER NOT NULL,
    "is_pinned" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "projects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_members" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "role" "ProjectRole" NOT NULL,
    "is_key_contact" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "project_members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contracts" (
    "id" UUID NOT NULL,
    "created_by_account_id" UUID NOT NULL,
    "payer_account_id" UUID,
    "payee_account_id" UUID,
    "payer_company_id" UUID,
    "payee_company_id" UUID,
    "name" TEXT NOT NULL,
    "contract_number" TEXT,
    "status" "ContractStatus" NOT NULL DEFAULT 'draft',
    "message" TEXT,
    "country" "Country" NOT NULL,
    "region" TEXT,
    "gst_rate" INTEGER NOT NULL,
    "cis_status" "CisStatus" NOT NULL DEFAULT 'not_applicable',
    "domestic_reverse_charge" BOOLEAN NOT NULL DEFAULT false,
    "trade" TEXT,
    "time_zone" TEXT NOT NULL,
    "street_address" TEXT,
    "suburb" TEXT,
    "city" TEXT,
    "postal_code" TEXT,
    "pcd_date" DATE,
    "dlp_date" DATE,
    "maintenance_mode" BOOLEAN NOT NULL DEFAULT false,
    "certify_pending_variation" BOOLEAN NOT NULL DEFAULT false,
    "enable_integration_link" BOOLEAN NOT NULL DEFAULT false,
    "claim_bulk_email" BOOLEAN NOT NULL DEFAULT false,
    "cert_bulk_email" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contracts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contract_placements" (
    "id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "project_id" UUID NOT NULL,
    "side" "ContractSide" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contract_placements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contract_members" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "role" "ContractRole" NOT NULL,
    "is_key_contact" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "contract_members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_terms" (
    "id" UUID NOT NULL,
    "contract_id" UUID,
    "project_id" UUID,
    "claim_due_days" INTEGER NOT NULL,
    "claim_due_term" "DueTerm" NOT NULL,
    "cert_due_days" INTEGER NOT NULL,
    "cert_due_term" "DueTerm" NOT NULL,
    "payment_due_days" INTEGER NOT NULL,
    "payment_due_term" "DueTerm" NOT NULL,

    CONSTRAINT "payment_terms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "retention_rules" (
    "id" UUID NOT NULL,
    "contract_id" UUID,
    "project_id" UUID,
    "type" "RetentionType" NOT NULL,
    "first_percent" INTEGER NOT NULL DEFAULT 0,
    "first_amount" BIGINT NOT NULL DEFAULT 0,
    "first_next_percent" INTEGER,
    "first_next_amount" BIGINT,
    "second_next_percent" INTEGER,
    "second_next_amount" BIGINT,
    "third_next_percent" INTEGER,
    "third_next_amount" BIGINT,
    "excess_percent" INTEGER,
    "excess_amount" BIGINT,
    "maximum_percent" INTEGER,
    "maximum_amount" BIGINT,
    "pcd_percent" INTEGER NOT NULL DEFAULT 5000,
    "release_dlp_type" "DlpReleaseType" NOT NULL DEFAULT 'days',
    "dlp_percent" INTEGER NOT NULL DEFAULT 5000,
    "dlp_days" INTEGER,
    "retention_account" TEXT,

    CONSTRAINT "retention_rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "line_items" (
    "id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "parent_id" UUID,
    "kind" "LineItemKind" NOT NULL,
    "value_type" "LineItemValueType" NOT NULL DEFAULT 'lump',
    "position" INTEGER NOT NULL DEFAULT 0,
    "label" TEXT,
    "description" TEXT NOT NULL,
    "detailed_description" TEXT,
    "quantity" BIGINT,
    "unit" TEXT,
    "rate" BIGINT,
    "total" BIGINT NOT NULL DEFAULT 0,
    "is_provisional" BOOLEAN NOT NULL DEFAULT false,
    "exclude_retention" BOOLEAN NOT NULL DEFAULT false,
    "material_site" "MaterialSite",
    "approval_status" "ApprovalStatus",
    "reject_reason" TEXT,
    "variation_reference" TEXT,
    "variation_type" "VariationType",
    "submit_date" DATE,
    "approved_date" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "line_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "claims" (
    "id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "claim_from" DATE NOT NULL,
    "claim_to" DATE NOT NULL,
    "claim_due_date" DATE NOT NULL,
    "cert_due_date" DATE NOT NULL,
    "payment_due_date" DATE NOT NULL,
    "status" "ClaimStatus" NOT NULL DEFAULT 'draft',
    "internal_notes" TEXT,
    "external_notes" TEXT,
    "has_retention" BOOLEAN NOT NULL DEFAULT true,
    "less_previous_option" "LessPreviousOption" NOT NULL DEFAULT 'claimed',
    "custom_previous" BIGINT,
    "previous_paid_to_date" BIGINT,
    "labour_element" BIGINT NOT NULL DEFAULT 0,
    "cis_status" "CisStatus" NOT NULL DEFAULT 'not_applicable',
    "domestic_reverse_charge" BOOLEAN NOT NULL DEFAULT false,
    "attach_audit_trail" BOOLEAN NOT NULL DEFAULT false,
    "current_step_index" INTEGER NOT NULL DEFAULT 0,
    "gross_to_date" BIGINT,
    "retention_to_date" BIGINT,
    "net_this_claim" BIGINT,
    "gst_amount" BIGINT,
    "total_including_gst" BIGINT,
    "served_at" TIMESTAMPTZ(3),
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "claims_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "claim_line_items" (
    "id" UUID NOT NULL,
    "claim_id" UUID NOT NULL,
    "line_item_id" UUID NOT NULL,
    "claim_option" "ClaimOption" NOT NULL DEFAULT 'percent',
    "percent" INTEGER,
    "quantity" BIGINT,
    "to_date_value" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "claim_line_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "certificates" (
    "id" UUID NOT NULL,
    "claim_id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "certificate_number" INTEGER NOT NULL,
    "certificate_ref" TEXT,
    "status" "CertStatus" NOT NULL DEFAULT 'draft',
    "external_notes" TEXT,
    "internal_notes" TEXT,
    "has_retention" BOOLEAN NOT NULL DEFAULT true,
    "less_previous_option" "LessPreviousOption" NOT NULL DEFAULT 'certified',
    "custom_previous" BIGINT,
    "labour_element" BIGINT NOT NULL DEFAULT 0,
    "cis_status" "CisStatus" NOT NULL DEFAULT 'not_applicable',
    "domestic_reverse_charge" BOOLEAN NOT NULL DEFAULT false,
    "attach_audit_trail" BOOLEAN NOT NULL DEFAULT false,
    "auto_notify" BOOLEAN NOT NULL DEFAULT true,
    "current_step_index" INTEGER NOT NULL DEFAULT 0,
    "gross_to_date" BIGINT,
    "retention_to_date" BIGINT,
    "net_this_cert" BIGINT,
    "gst_amount" BIGINT,
    "total_including_gst" BIGINT,
    "issued_at" TIMESTAMPTZ(3),
    "issued_late" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "certificates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cert_line_items" (
    "id" UUID NOT NULL,
    "cert_id" UUID NOT NULL,
    "line_item_id" UUID NOT NULL,
    "cert_option" "ClaimOption" NOT NULL DEFAULT 'value',
    "percent" INTEGER,
    "quantity" BIGINT,
    "to_date_value" BIGINT NOT NULL DEFAULT 0,
    "reason" TEXT,

    CONSTRAINT "cert_line_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payments" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "cert_id" UUID NOT NULL,
    "paid_amount" BIGINT NOT NULL,
    "paid_on" DATE NOT NULL,
    "recorded_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "approval_workflows" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "contract_id" UUID,
    "project_id" UUID,
    "flow_type" "FlowType" NOT NULL,

    CONSTRAINT "approval_workflows_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "approval_steps" (
    "id" UUID NOT NULL,
    "workflow_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "approval_steps_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "approval_step_approvers" (
    "id" UUID NOT NULL,
    "step_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "required" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "approval_step_approvers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "approval_events" (
    "id" UUID NOT NULL,
    "claim_id" UUID,
    "cert_id" UUID,
    "step_index" INTEGER NOT NULL,
    "user_id" UUID NOT NULL,
    "action" "ApprovalAction" NOT NULL,
    "comment" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "approval_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invitations" (
    "id" UUID NOT NULL,
    "contract_id" UUID NOT NULL,
    "inviter_account_id" UUID NOT NULL,
    "invitee_side" "ContractSide" NOT NULL,
    "contact_name" TEXT NOT NULL,
    "contact_email" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "status" "InvitationStatus" NOT NULL DEFAULT 'pending',
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "responded_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invitations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "attachments" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "contract_id" UUID,
    "claim_id" UUID,
    "cert_id" UUID,
    "line_item_id" UUID,
    "payment_id" UUID,
    "file_name" TEXT NOT NULL,
    "file_type" TEXT NOT NULL,
    "size" BIGINT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "is_shared" BOOLEAN NOT NULL DEFAULT false,
    "uploaded_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "attachments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "share_tokens" (
    "id" UUID NOT NULL,
    "attachment_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "share_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "comments" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "line_item_id" UUID NOT NULL,
    "claim_id" UUID,
    "cert_id" UUID,
    "author_id" UUID NOT NULL,
    "content" TEXT NOT NULL,
    "is_shared" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "comments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "system_notices" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "is_maintenance" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "system_notices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notifications" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "link" TEXT,
    "read_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_outbox" (
    "id" UUID NOT NULL,
    "account_id" UUID,
    "idempotency_key" TEXT NOT NULL,
    "to_email" TEXT NOT NULL,
    "to_name" TEXT,
    "template" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "status" "OutboxStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "subscriptions" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "status" "SubscriptionStatus" NOT NULL DEFAULT 'trialing',
    "plan_id" TEXT,
    "stripe_customer_id" TEXT,
    "stripe_subscription_id" TEXT,
    "claim_contract_limit" INTEGER NOT NULL DEFAULT 1,
    "cert_contract_limit" INTEGER NOT NULL DEFAULT 1,
    "trial_ends_at" TIMESTAMPTZ(3),
    "current_period_end" TIMESTAMPTZ(3),

    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "integration_sync_logs" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "provider" TEXT NOT NULL,
    "project_name" TEXT,
    "contract_name" TEXT,
    "claim_name" TEXT,
    "certificate" TEXT,
    "issue_details" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "integration_sync_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "history" (
    "id" UUID NOT NULL,
    "account_id" UUID NOT NULL,
    "project_id" UUID,
    "contract_id" UUID,
    "claim_id" UUID,
    "cert_id" UUID,
    "actor_user_id" UUID,
    "acting_as_support" BOOLEAN NOT NULL DEFAULT false,
    "action" TEXT NOT NULL,
    "details" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "error_reports" (
    "id" UUID NOT NULL,
    "user_id" UUID,
    "account_id" UUID,
    "error_path" TEXT NOT NULL,
    "error_stack" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "error_reports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "memberships_user_id_idx" ON "memberships"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "memberships_account_id_user_id_key" ON "memberships"("account_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "user_invitations_token_hash_key" ON "user_invitations"("token_hash");

-- CreateIndex
CREATE INDEX "user_invitations_account_id_idx" ON "user_invitations"("account_id");

-- CreateIndex
CREATE UNIQUE INDEX "email_preferences_account_id_user_id_key" ON "email_preferences"("account_id", "user_id");

-- CreateIndex
CREATE INDEX "summary_schedules_next_run_at_idx" ON "summary_schedules"("next_run_at");

-- CreateIndex
CREATE UNIQUE INDEX "summary_schedules_account_id_user_id_kind_key" ON "summary_schedules"("account_id", "user_id", "kind");

-- CreateIndex
CREATE INDEX "companies_account_id_idx" ON "companies"("account_id");

-- CreateIndex
CREATE INDEX "contacts_account_id_idx" ON "contacts"("account_id");

-- CreateIndex
CREATE INDEX "contacts_company_id_idx" ON "contacts"("company_id");

-- CreateIndex
CREATE INDEX "projects_account_id_idx" ON "projects"("account_id");

-- CreateIndex
CREATE INDEX "project_members_account_id_idx" ON "project_members"("account_id");

-- CreateIndex
CREATE UNIQUE INDEX "project_members_project_id_user_id_key" ON "project_members"("project_id", "user_id");

-- CreateIndex
CREATE INDEX "contracts_payer_account_id_idx" ON "contracts"("payer_account_id");

-- CreateIndex
CREATE INDEX "contracts_payee_account_id_idx" ON "contracts"("payee_account_id");

-- CreateIndex
CREATE INDEX "contracts_created_by_account_id_idx" ON "contracts"("created_by_account_id");

-- CreateIndex
CREATE INDEX "contract_placements_account_id_side_idx" ON "contract_placements"("account_id", "side");

-- CreateIndex
CREATE INDEX "contract_placements_project_id_idx" ON "contract_placements"("project_id");

-- CreateIndex
CREATE UNIQUE INDEX "contract_placements_contract_id_account_id_key" ON "contract_placements"("contract_id", "account_id");

-- CreateIndex
CREATE INDEX "contract_members_account_id_idx" ON "contract_members"("account_id");

-- CreateIndex
CREATE UNIQUE INDEX "contract_members_contract_id_user_id_key" ON "contract_members"("contract_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "payment_terms_contract_id_key" ON "payment_terms"("contract_id");

-- CreateIndex
CREATE UNIQUE INDEX "payment_terms_project_id_key" ON "payment_terms"("project_id");

-- CreateIndex
CREATE UNIQUE INDEX "retention_rules_contract_id_key" ON "retention_rules"("contract_id");

-- CreateIndex
CREATE UNIQUE INDEX "retention_rules_project_id_key" ON "retention_rules"("project_id");

-- CreateIndex
CREATE INDEX "line_items_contract_id_kind_idx" ON "line_items"("contract_id", "kind");

-- CreateIndex
CREATE INDEX "line_items_parent_id_idx" ON "line_items"("parent_id");

-- CreateIndex
CREATE INDEX "claims_contract_id_status_idx" ON "claims"("contract_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "claims_contract_id_number_key" ON "claims"("contract_id", "number");

-- CreateIndex
CREATE INDEX "claim_line_items_line_item_id_idx" ON "claim_line_items"("line_item_id");

-- CreateIndex
CREATE UNIQUE INDEX "claim_line_items_claim_id_line_item_id_key" ON "claim_line_items"("claim_id", "line_item_id");

-- CreateIndex
CREATE INDEX "certificates_claim_id_idx" ON "certificates"("claim_id");

-- CreateIndex
CREATE UNIQUE INDEX "certificates_contract_id_certificate_number_key" ON "certificates"("contract_id", "certificate_number");

-- CreateIndex
CREATE INDEX "cert_line_items_line_item_id_idx" ON "cert_line_items"("line_item_id");

-- CreateIndex
CREATE UNIQUE INDEX "cert_line_items_cert_id_line_item_id_key" ON "cert_line_items"("cert_id", "line_item_id");

-- CreateIndex
CREATE INDEX "payments_account_id_idx" ON "payments"("account_id");

-- CreateIndex
CREATE INDEX "payments_cert_id_idx" ON "payments"("cert_id");

-- CreateIndex
CREATE INDEX "approval_workflows_account_id_idx" ON "approval_workflows"("account_id");

-- CreateIndex
CREATE UNIQUE INDEX "approval_workflows_contract_id_account_id_flow_type_key" ON "approval_workflows"("contract_id", "account_id", "flow_type");

-- CreateIndex
CREATE UNIQUE INDEX "approval_workflows_project_id_flow_type_key" ON "approval_workflows"("project_id", "flow_type");

-- CreateIndex
CREATE UNIQUE INDEX "approval_steps_workflow_id_position_key" ON "approval_steps"("workflow_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "approval_step_approvers_step_id_user_id_key" ON "approval_step_approvers"("step_id", "user_id");

-- CreateIndex
CREATE INDEX "approval_events_claim_id_idx" ON "approval_events"("claim_id");

-- CreateIndex
CREATE INDEX "approval_events_cert_id_idx" ON "approval_events"("cert_id");

-- CreateIndex
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations"("token_hash");

-- CreateIndex
CREATE INDEX "invitations_contract_id_idx" ON "invitations"("contract_id");

-- CreateIndex
CREATE INDEX "invitations_inviter_account_id_idx" ON "invitations"("inviter_account_id");

-- CreateIndex
CREATE INDEX "attachments_account_id_idx" ON "attachments"("account_id");

-- CreateIndex
CREATE INDEX "attachments_contract_id_idx" ON "attachments"("contract_id");

-- CreateIndex
CREATE INDEX "attachments_claim_id_idx" ON "attachments"("claim_id");

-- CreateIndex
CREATE INDEX "attachments_cert_id_idx" ON "attachments"("cert_id");

-- CreateIndex
CREATE UNIQUE INDEX "share_tokens_token_hash_key" ON "share_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "share_tokens_attachment_id_idx" ON "share_tokens"("attachment_id");

-- CreateIndex
CREATE INDEX "comments_account_id_idx" ON "comments"("account_id");

-- CreateIndex
CREATE INDEX "comments_line_item_id_idx" ON "comments"("line_item_id");

-- CreateIndex
CREATE INDEX "system_notices_ends_at_idx" ON "system_notices"("ends_at");

-- CreateIndex
CREATE INDEX "notifications_account_id_user_id_read_at_idx" ON "notifications"("account_id", "user_id", "read_at");

-- CreateIndex
CREATE UNIQUE INDEX "email_outbox_idempotency_key_key" ON "email_outbox"("idempotency_key");

-- CreateIndex
CREATE INDEX "email_outbox_status_next_attempt_at_idx" ON "email_outbox"("status", "next_attempt_at");

-- CreateIndex
CREATE UNIQUE INDEX "subscriptions_account_id_key" ON "subscriptions"("account_id");

-- CreateIndex
CREATE INDEX "integration_sync_logs_account_id_created_at_idx" ON "integration_sync_logs"("account_id", "created_at");

-- CreateIndex
CREATE INDEX "history_account_id_created_at_idx" ON "history"("account_id", "created_at");

-- CreateIndex
CREATE INDEX "history_contract_id_created_at_idx" ON "history"("contract_id", "created_at");

-- AddForeignKey
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "summary_schedules" ADD CONSTRAINT "summary_schedules_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "companies" ADD CONSTRAINT "companies_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_members" ADD CONSTRAINT "project_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_account_id_fkey" FOREIGN KEY ("created_by_account_id") REFERENCES "accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_payer_account_id_fkey" FOREIGN KEY ("payer_account_id") REFERENCES "accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_payee_account_id_fkey" FOREIGN KEY ("payee_account_id") REFERENCES "accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_payer_company_id_fkey" FOREIGN KEY ("payer_company_id") REFERENCES "companies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_payee_company_id_fkey" FOREIGN KEY ("payee_company_id") REFERENCES "companies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_placements" ADD CONSTRAINT "contract_placements_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_placements" ADD CONSTRAINT "contract_placements_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_placements" ADD CONSTRAINT "contract_placements_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_members" ADD CONSTRAINT "contract_members_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_members" ADD CONSTRAINT "contract_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_terms" ADD CONSTRAINT "payment_terms_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_terms" ADD CONSTRAINT "payment_terms_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retention_rules" ADD CONSTRAINT "retention_rules_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retention_rules" ADD CONSTRAINT "retention_rules_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "line_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "claims" ADD CONSTRAINT "claims_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "claim_line_items" ADD CONSTRAINT "claim_line_items_claim_id_fkey" FOREIGN KEY ("claim_id") REFERENCES "claims"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "claim_line_items" ADD CONSTRAINT "claim_line_items_line_item_id_fkey" FOREIGN KEY ("line_item_id") REFERENCES "line_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_claim_id_fkey" FOREIGN KEY ("claim_id") REFERENCES "claims"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cert_line_items" ADD CONSTRAINT "cert_line_items_cert_id_fkey" FOREIGN KEY ("cert_id") REFERENCES "certificates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cert_line_items" ADD CONSTRAINT "cert_line_items_line_item_id_fkey" FOREIGN KEY ("line_item_id") REFERENCES "line_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_cert_id_fkey" FOREIGN KEY ("cert_id") REFERENCES "certificates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approval_workflows" ADD CONSTRAINT "approval_workflows_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approval_workflows" ADD CONSTRAINT "approval_workflows_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approval_steps" ADD CONSTRAINT "approval_steps_workflow_id_fkey" FOREIGN KEY ("workflow_id") REFERENCES "approval_workflows"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approval_step_approvers" ADD CONSTRAINT "approval_step_approvers_step_id_fkey" FOREIGN KEY ("step_id") REFERENCES "approval_steps"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approval_step_approvers" ADD CONSTRAINT "approval_step_approvers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_claim_id_fkey" FOREIGN KEY ("claim_id") REFERENCES "claims"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_cert_id_fkey" FOREIGN KEY ("cert_id") REFERENCES "certificates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "approval_events" ADD CONSTRAINT "approval_events_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_account_id_fkey" FOREIGN KEY ("inviter_account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_claim_id_fkey" FOREIGN KEY ("claim_id") REFERENCES "claims"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_cert_id_fkey" FOREIGN KEY ("cert_id") REFERENCES "certificates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_line_item_id_fkey" FOREIGN KEY ("line_item_id") REFERENCES "line_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "share_tokens" ADD CONSTRAINT "share_tokens_attachment_id_fkey" FOREIGN KEY ("attachment_id") REFERENCES "attachments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comments" ADD CONSTRAINT "comments_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comments" ADD CONSTRAINT "comments_line_item_id_fkey" FOREIGN KEY ("line_item_id") REFERENCES "line_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comments" ADD CONSTRAINT "comments_claim_id_fkey" FOREIGN KEY ("claim_id") REFERENCES "claims"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comments" ADD CONSTRAINT "comments_cert_id_fkey" FOREIGN KEY ("cert_id") REFERENCES "certificates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "integration_sync_logs" ADD CONSTRAINT "integration_sync_logs_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "history" ADD CONSTRAINT "history_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;


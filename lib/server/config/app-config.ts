import 'server-only';
import { buildId } from './build-id';

/** 100 MB (spec §5: 'Please use a file that is less than 100MB.'). */
export const CONTRACT_DOCUMENT_SIZE_LIMIT = 100 * 1024 * 1024;
/** Default email attachment limit: most mail servers refuse messages much above 25 MB. */
const DEFAULT_EMAIL_ATTACHMENT_LIMIT = 20 * 1024 * 1024;

/** GET /api/config: what the browser needs to know about this installation. */
export function readAppConfig() {
  const env = process.env;
  return {
    maps_access_token: env.MAPS_ACCESS_TOKEN || null,
    session_recording_token: env.SESSION_RECORDING_TOKEN || null,
    analytics_tracking_id: env.ANALYTICS_TRACKING_ID || null,
    support_form:
      env.SUPPORT_PORTAL_ID && env.SUPPORT_FORM_ID
        ? { portal_id: env.SUPPORT_PORTAL_ID, form_id: env.SUPPORT_FORM_ID }
        : null,
    support_hub_url: env.SUPPORT_HUB_URL || null,
    file_upload_size_limit: Number(env.EMAIL_ATTACHMENT_LIMIT_BYTES) || DEFAULT_EMAIL_ATTACHMENT_LIMIT,
    contract_document_size_limit: CONTRACT_DOCUMENT_SIZE_LIMIT,
    demo_mode: isDemoMode(),
    /** The build this server runs: the browser reloads when it is not the one its page came from. */
    build_id: buildId(),
  };
}

/**
 * A demo installation: DEMO_MODE=true, which `npm start` sets for the embedded default database
 * (no DATABASE_URL) unless told otherwise (scripts/start.ts). Only then is the demo seeded, are its
 * logins listed on the login page and may they sign in; anything else is a real installation.
 */
export function isDemoMode(): boolean {
  return process.env.DEMO_MODE === 'true';
}

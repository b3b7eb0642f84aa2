import 'server-only';
// GET …/read_cc_config: what the dashboard needs to lay itself out — the account's claim and
// certificate titles (its document terms), its currency and display setting, its time zone, and
// which sides (claim: the account claims; cert: it certifies) it has contracts on.
import { CERT_TERMS, CLAIM_TERMS } from '@/lib/domain/document-terms';
import type { Actor } from '../session/resolve-actor';
import { sidesOf } from './claims-summary';
import { loadDashboardData, type DashboardData } from './dashboard-data';

export function ccConfig(data: DashboardData) {
  const sides = sidesOf(data);
  return {
    claim_term: CLAIM_TERMS[data.account.claimTerm],
    cert_term: CERT_TERMS[data.account.certTerm],
    currency: data.account.currency,
    enable_currency_shorten: data.account.enableCurrencyShorten,
    time_zone: data.account.timeZone,
    has_claim_contracts: sides.claim,
    has_cert_contracts: sides.cert,
  };
}

export async function readCcConfig(actor: Actor, now = new Date()) {
  return ccConfig(await loadDashboardData(actor, now));
}

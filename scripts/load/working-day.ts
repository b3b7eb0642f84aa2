// A claimer's and a certifier's working day on one contract, month after month, through the proxy
// exactly as their browsers would call it: the claimer opens the dashboard and the contract's
// claims, starts the month's claim, opens it, saves its lines, sends it for approval, approves it
// and issues it to the certifier; the certifier opens the dashboard and the claims received, opens
// the claim, starts a certificate, certifies a line lower with its reason, sends it for approval,
// approves it, issues it to the claimer and records the payment.
//
// A write that gets no answer from an app (502: its instance died, or 0: no connection) may or may
// not have been done. The user does what a person does at the "try again" message: looks again,
// and repeats the action only if it was not done. Each such look is counted as a recovery.
//
// A kill lands wherever it lands, so the first pair also loses, on purpose, the answer to the
// first of each of its writes (sent and done, the answer thrown away): every step's second look
// is exercised in every run, and a look that failed to see the write done would make it twice,
// which the checks catch.
import type { Pair, Party } from './seed';
import type { Answer, Recorder } from './session';
import { Session } from './session';

/** Lines claimed each month: the next ten of the schedule, to 100 %. */
const LINES_PER_MONTH = 10;
const FIRST_MONTH = { year: 2020, month: 1 };

export interface MonthDone {
  month: string;
  claimId: string;
  certId: string;
  /** Null when the certificate had nothing to pay. */
  paymentId: string | null;
  paidAmount: number;
  lines: string[];
}

export interface PairResult {
  pair: Pair;
  months: MonthDone[];
  /** Writes that got no answer, then found done (true) or not (false) on a second look. */
  recoveries: { step: string; found: boolean; answerDropped: boolean }[];
  /** Why the pair stopped before the time was up, and the claim it had in hand then. */
  failure: { message: string; claimId: string | null } | null;
}

export async function workingDays(pair: Pair, base: string, recorder: Recorder, until: () => boolean) {
  const claimer = new Session(base, recorder);
  const certifier = new Session(base, recorder);
  await claimer.signIn(pair.claimer.email, pair.claimer.password);
  await certifier.signIn(pair.certifier.email, pair.certifier.password);
  const result: PairResult = { pair, months: [], recoveries: [], failure: null };
  const day = new Day(pair, claimer, certifier, result, pair.index === 0);
  // A month in hand is finished when the time is up, so every contract ends certified and paid.
  try {
    for (let k = 0; until(); k++) result.months.push(await day.month(k));
  } catch (error) {
    result.failure = { message: (error as Error).message, claimId: day.claimInHand };
  }
  return result;
}

class Day {
  constructor(
    private readonly pair: Pair,
    private readonly claimer: Session,
    private readonly certifier: Session,
    private readonly result: PairResult,
    /** Throws away the answer to the first of each write (see above). */
    private readonly dropFirstAnswers: boolean,
  ) {}

  private readonly answered = new Set<string>();
  /** The claim of the month being worked on, once made. */
  claimInHand: string | null = null;

  async month(k: number): Promise<MonthDone> {
    const { claimer, certifier, pair } = this;
    const period = periodOf(k);
    const claims = contractPath('claim', pair.claimer);
    const lines = windowOf(pair.leaves, k);

    await claimer.get('claimer: dashboard page', '/dashboard');
    await claimer.get('claimer: contract claims', claims);
    const created = await this.write(
      'claimer: start claim',
      () =>
        claimer.write('claimer: start claim', 'POST', claims, {
          claim_from: period.from,
          claim_to: period.to,
        }),
      async () => {
        const list = await this.read(claimer, 'claimer: contract claims', claims);
        return list.claims.find((c: { claim_from: string }) => c.claim_from === period.from);
      },
    );
    const claimId: string = created.id;
    this.claimInHand = claimId;
    const claim = `${claims}/${claimId}`;
    const read = await this.read(claimer, 'claimer: open claim', claim);
    await this.write(
      'claimer: save lines',
      () =>
        claimer.write('claimer: save lines', 'PUT', claim, {
          updated_at: read.claim.updated_at,
          external_notes: `Progress to ${period.to}.`,
          lines: lines.map((id) => ({ line_item_id: id, claim_option: 'percent', percent: 10_000 })),
        }),
      async () => {
        const again = await this.read(claimer, 'claimer: open claim', claim);
        return again.items.some((i: Item) => i.id === lines[0] && i.claimed_percent === 10_000) && again;
      },
    );
    await this.transition(claimer, 'claimer: send for approval', `${claim}/send_approval`, claim, 'draft');
    await this.transition(claimer, 'claimer: approve', `${claim}/approve_step`, claim, 'review');
    await this.transition(claimer, 'claimer: issue', `${claim}/issue`, claim, 'approved', {
      to_contacts: [{ contact_name: 'Certifier', contact_email: pair.certifier.email }],
      subject: `Payment claim for ${period.from.slice(0, 7)}`,
      attachments: [],
      has_email_service: true,
      is_bulk: false,
    });

    const payerClaim = `/api/payclaim/account/${pair.certifier.params.acc}/contract_group/${pair.certifier.params.g}/contract/${pair.contractId}/claim/${claimId}`;
    const certs = `${contractPath('cert', pair.certifier)}/claim/${claimId}/cert`;
    await certifier.get('certifier: dashboard page', '/dashboard');
    await certifier.get(
      'certifier: claims received',
      `/api/paycert/account/${pair.certifier.params.acc}/claims_received`,
    );
    await this.read(certifier, 'certifier: open claim', payerClaim);
    const started = await this.write(
      'certifier: start certificate',
      () => certifier.write('certifier: start certificate', 'POST', certs, {}),
      async () => {
        // An issued claim waits with a `pending` certificate, which starting one makes the draft.
        const list = await this.read(certifier, 'certifier: certificates', certs);
        const found = list.certs.find((c: { cert_status: string }) => c.cert_status !== 'pending');
        return found && { cert: found };
      },
    );
    const certId: string = started.cert.cert_id;
    const cert = `${certs}/${certId}`;
    const opened = await this.read(certifier, 'certifier: open certificate', cert);
    await this.write(
      'certifier: certify lines',
      () =>
        certifier.write('certifier: certify lines', 'PUT', cert, {
          updated_at: opened.cert.updated_at,
          lines: [
            {
              line_item_id: lines[0],
              cert_option: 'percent',
              percent: 9_000,
              reason: 'Measured on site: 90 % complete.',
            },
          ],
        }),
      async () => {
        const again = await this.read(certifier, 'certifier: open certificate', cert);
        return again.items.some((i: Item) => i.id === lines[0] && i.cert_reason) && again;
      },
    );
    await this.certTransition('certifier: send for approval', `${cert}/review`, cert, 'draft');
    await this.certTransition('certifier: approve', `${cert}/workflow/1/approve`, cert, 'review');
    const issued = await this.certTransition('certifier: issue', `${cert}/issue`, cert, 'approved', {
      to_contacts: [{ contact_name: 'Claimer', contact_email: pair.claimer.email }],
      subject: `Payment schedule for ${period.from.slice(0, 7)}`,
      attachments: [],
      has_email_service: true,
    });
    // Once the schedule has been claimed round, a month can certify nothing more: nothing to pay.
    const paidAmount: number = issued.issued_totals.total_including_gst;
    const payments = `/api/paycert/account/${pair.certifier.params.acc}/contract_group/${pair.certifier.params.g}/contract/${pair.contractId}/cert/${certId}/payments`;
    const form = new FormData();
    form.set('data', JSON.stringify({ paid_amount: paidAmount, paid_on: period.paidOn }));
    const paid =
      paidAmount > 0 &&
      (await this.write(
        'certifier: record payment',
        () => certifier.postForm('certifier: record payment', payments, form),
        async () => (await this.read(certifier, 'certifier: payments', payments)).payments[0],
      ));
    return {
      month: period.from.slice(0, 7),
      claimId,
      certId,
      paymentId: paid ? paid.payment_id : null,
      paidAmount,
      lines,
    };
  }

  /** A GET that must answer 200: the proxy passes a read a dead instance had to the other one. */
  private async read(session: Session, step: string, path: string) {
    for (let attempt = 1; ; attempt++) {
      const answer = await session.get(step, path);
      if (answer.status === 200) return answer.body;
      // No answer from an app (502: nginx found none alive just then; 0: no connection), as may
      // happen in the second after a kill on a loaded machine: the user reloads, as a person would.
      if ((answer.status !== 0 && answer.status < 500) || attempt === 5) fail(step, answer);
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }

  /**
   * A write, with the user's second look when no answer came: `done` returns what the write would
   * have answered when it had been done, or nothing when it has to be done again.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private async write(step: string, send: () => Promise<Answer>, done: () => Promise<any>): Promise<any> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const dropped = this.dropFirstAnswers && !this.answered.has(step);
      this.answered.add(step);
      const answer = await send();
      const ok = answer.status === 200 || answer.status === 201;
      if (!ok && answer.status !== 0 && answer.status < 500) fail(step, answer);
      if (ok && !dropped) return answer.body;
      await new Promise((resolve) => setTimeout(resolve, 250));
      const found = await done();
      // An answer thrown away on purpose is one that came: a write the kill stopped first (no
      // answer at all) is an ordinary second look, which may rightly find nothing done.
      this.result.recoveries.push({ step, found: Boolean(found), answerDropped: dropped && ok });
      if (found) return found;
    }
    throw new Error(`${step}: no answer after 5 attempts`);
  }

  /** A claim's transition: done on a second look when the claim has left status `from`. */
  private transition(session: Session, step: string, path: string, claim: string, from: string, body = {}) {
    return this.write(
      step,
      () => session.write(step, 'POST', path, body),
      async () => {
        const again = await this.read(session, 'claimer: open claim', claim);
        return again.claim.status !== from && again.claim;
      },
    );
  }

  private certTransition(step: string, path: string, cert: string, from: string, body = {}) {
    return this.write(
      step,
      () => this.certifier.write(step, 'POST', path, body),
      async () => {
        const again = await this.read(this.certifier, 'certifier: open certificate', cert);
        return again.cert.cert_status !== from && again.cert;
      },
    );
  }
}

interface Item {
  id: string;
  claimed_percent?: number;
  cert_reason?: string | null;
}

function fail(step: string, answer: Answer): never {
  throw new Error(`${step} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 400)}`);
}

function contractPath(side: 'claim' | 'cert', party: Party): string {
  return `/api/${side}/account/${party.params.acc}/contract_group/${party.params.g}/contract/${party.params.c}${side === 'claim' ? '/claim' : ''}`;
}

/** The k-th month from January 2020: its first and last day, and a payment date in the next month. */
export function periodOf(k: number) {
  const first = new Date(Date.UTC(FIRST_MONTH.year, FIRST_MONTH.month - 1 + k, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  const paid = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 20));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { from: iso(first), to: iso(last), paidOn: iso(paid) };
}

/** The month's lines: the next ten of the schedule, wrapping round. */
export function windowOf(leaves: string[], k: number): string[] {
  return Array.from(
    { length: LINES_PER_MONTH },
    (_, i) => leaves[(k * LINES_PER_MONTH + i) % leaves.length]!,
  );
}

// The 2,000-line certificate `npm run load` downloads as PDF while the working day runs (issue 33:
// its ~200 ms of pdfkit work must not hold up anyone else's request): a pair of its own on a
// contract of 2,000 lines goes through one month of the working day, to the certificate's issue.
import { seedPairs, type Party } from './seed';
import { Recorder, Session } from './session';
import { workingDays } from './working-day';

export const LONG_LINES = 2_000;
export const PDF_STEP = 'certifier: 2,000-line certificate PDF';

export interface LongCertificate {
  certifier: Party;
  pdfPath: string;
}

/** Seeds it as pair number `index` (not 0: that pair throws answers away) through `base`. */
export async function issueLongCertificate(base: string, index: number): Promise<LongCertificate> {
  const [pair] = await seedPairs(1, LONG_LINES, index);
  let months = 0;
  // Its own recorder: making it is not part of the figures.
  const { months: done, failure } = await workingDays(pair!, base, new Recorder(), () => months++ < 1);
  if (failure || !done[0]) throw new Error(`The 2,000-line certificate was not issued: ${failure?.message}`);
  const { acc, g, c } = pair!.certifier.params;
  return {
    certifier: pair!.certifier,
    pdfPath: `/api/cert/account/${acc}/contract_group/${g}/contract/${c}/claim/${done[0].claimId}/cert/${done[0].certId}/pdf`,
  };
}

/** One user downloading the certificate's PDF again and again while `until` holds. */
export async function downloadPdfs(
  cert: LongCertificate,
  base: string,
  recorder: Recorder,
  until: () => boolean,
): Promise<number> {
  const session = new Session(base, recorder);
  await session.signIn(cert.certifier.email, cert.certifier.password);
  let downloads = 0;
  while (until()) {
    const answer = await session.get(PDF_STEP, cert.pdfPath);
    if (answer.status !== 200) throw new Error(`${PDF_STEP} answered ${answer.status}`);
    downloads++;
  }
  return downloads;
}

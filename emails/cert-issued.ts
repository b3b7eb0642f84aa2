// The email that gives an issued payment certificate (payment schedule) to the claimer, with the
// certificate PDF attached (issued-document.ts).
import { issuedDocumentEmail, type IssuedDocumentFiles, type IssuedDocumentPayload } from './issued-document';
import { appUrl, type RenderedEmail } from './layout';

export interface IssueCertPayload extends IssuedDocumentPayload {
  certId: string;
  certName: string;
  claimName: string;
  contractName: string;
  payerName: string;
  /** Formatted at issue in the contract's currency, e.g. '$12,345.67'. */
  scheduledAmount: string;
  claimedAmount: string;
  paymentDue: string;
  /** The claimer's page of the claim when it has an account here; null when it has none. */
  claimPath: string | null;
}

export function certIssuedEmail(p: IssueCertPayload & IssuedDocumentFiles): RenderedEmail {
  return issuedDocumentEmail(p, {
    paragraphs: [
      `${p.payerName} has issued ${p.certName} for ${p.contractName}, in response to ${p.claimName}. The certificate is attached as a PDF.`,
      `Scheduled amount: ${p.scheduledAmount} (claimed: ${p.claimedAmount}), due for payment on ${p.paymentDue}.`,
    ],
    action: p.claimPath ? { label: 'View the certified claim', url: appUrl(p.claimPath) } : undefined,
  });
}

// The email that serves an issued claim, with the claim PDF attached (issued-document.ts).
import { issuedDocumentEmail, type IssuedDocumentFiles, type IssuedDocumentPayload } from './issued-document';
import { appUrl, type RenderedEmail } from './layout';

export interface IssueClaimPayload extends IssuedDocumentPayload {
  claimId: string;
  claimName: string;
  contractName: string;
  payeeName: string;
  /** Formatted in the claim's currency at issue, e.g. '$12,345.67'. */
  amount: string;
  paymentDue: string;
  /** Where the payer finds the claim when it has an account here; null when it has none. */
  receivedPath: string | null;
}

export function claimIssuedEmail(p: IssueClaimPayload & IssuedDocumentFiles): RenderedEmail {
  return issuedDocumentEmail(p, {
    paragraphs: [
      `${p.payeeName} has issued ${p.claimName} for ${p.contractName}. The claim is attached as a PDF.`,
      `Claimed amount: ${p.amount}, due for payment on ${p.paymentDue}.`,
    ],
    action: p.receivedPath ? { label: 'View claims received', url: appUrl(p.receivedPath) } : undefined,
  });
}

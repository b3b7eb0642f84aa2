// The three messages of a contract invitation (spec §3 Invitation): the invitation itself, and
// the notes the inviter gets when it is accepted or declined.
import { appUrl, layout, type RenderedEmail } from './layout';

/** The role the invitee takes: the payer certifies claims, the payee (subcontractor) makes them. */
export type InviteeRole = 'certifier' | 'subcontractor';

interface ContractRef {
  contractName: string;
  contractNumber: string | null;
  projectName: string;
}

export interface ContractInvitationPayload extends ContractRef {
  inviterName: string;
  inviterAccountName: string;
  contactName: string;
  role: InviteeRole;
  /** Path of the accept page including the one-time code. */
  path: string;
  /** The last day the link works, already formatted for the reader. */
  expiresOn: string;
}

export interface InvitationAnsweredPayload extends ContractRef {
  /** Who answered: the account that joined, or the person who declined. */
  answeredBy: string;
  contactEmail: string;
  /** Where the inviter can see the contract (accepted only). */
  path?: string;
}

const contractLabel = (c: ContractRef) =>
  `${c.contractName}${c.contractNumber ? ` (${c.contractNumber})` : ''} on the project ${c.projectName}`;

const ROLE_SENTENCE: Record<InviteeRole, string> = {
  certifier: 'as the payer, to receive its payment claims and answer them with payment certificates',
  subcontractor: 'as the payee, to make payment claims against its schedule of values',
};

export function contractInvitationEmail(p: ContractInvitationPayload): RenderedEmail {
  return layout(
    `${p.inviterAccountName} invited you to the contract ${p.contractName} on ClaimCert`,
    [
      `Hello ${p.contactName},`,
      `${p.inviterName} of ${p.inviterAccountName} has invited you to join the contract ${contractLabel(p)} ${ROLE_SENTENCE[p.role]}.`,
      `Open the link to accept or decline. It works once and expires on ${p.expiresOn}. If you have no ClaimCert account yet, you can create one on the way.`,
    ],
    { label: 'View the invitation', url: appUrl(p.path) },
  );
}

export function invitationAcceptedEmail(p: InvitationAnsweredPayload): RenderedEmail {
  return layout(
    `${p.answeredBy} accepted your invitation to ${p.contractName}`,
    [
      `${p.answeredBy} accepted the invitation sent to ${p.contactEmail} and has joined the contract ${contractLabel(p)}.`,
      'Both parties now work on the same contract: claims and certificates issued by one side reach the other.',
    ],
    p.path ? { label: 'Open ClaimCert', url: appUrl(p.path) } : undefined,
  );
}

export function invitationDeclinedEmail(p: InvitationAnsweredPayload): RenderedEmail {
  return layout(`${p.answeredBy} declined your invitation to ${p.contractName}`, [
    `${p.answeredBy} (${p.contactEmail}) declined the invitation to the contract ${contractLabel(p)}.`,
    'You can send a new invitation from the contract page, to them or to someone else.',
  ]);
}

import 'server-only';
// The message a contract's creation answers (spec §7: "create … answer carries data.id or
// data.contract.id and a message"; §7/§8: the form then shows 'Warning!' with it): what needs the
// user's attention but did not stop the contract being made. Null when nothing does. The
// counterparty is chosen from the account's companies (contract-details.ts checks it is one), so
// the cases are: no other party named yet, or a company none of whose contacts has an email address
// — then nobody from it can be invited or linked to the contract. There is no server-side geocoding
// (the form sends the time zone), so there is no time-zone fallback to report.
import type { Tx } from '@/lib/db/client';
import type { TContractSide } from '@/lib/schemas/contracts';
import type { Actor } from '../session/resolve-actor';

export async function creationMessage(
  tx: Tx,
  actor: Actor,
  side: TContractSide,
  counterpartyCompanyId: string | null,
): Promise<string | null> {
  const party = side === 'claim' ? 'payer' : 'payee';
  if (!counterpartyCompanyId) {
    return `No ${party} is named yet, so nobody has been invited to this contract. Choose the ${party} in the contract's details before you start it.`;
  }
  const company = await tx.company.findFirst({
    where: { id: counterpartyCompanyId, accountId: actor.accountId },
    select: {
      name: true,
      linkedAccountId: true,
      contacts: { where: { email: { not: null } }, select: { id: true } },
    },
  });
  if (!company || company.contacts.length > 0) return null;
  return `${company.name} has no contact with an email address in your contacts, so nobody from it can be invited to this contract yet. Add one under Contacts, then invite them from the contract.`;
}

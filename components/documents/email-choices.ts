'use client';
// Whom and what an issued document's email may go to and carry, loaded for the issue dialog and the
// resend dialog alike: the account's contacts with an email (the other party's first), and the
// contract's documents of this account (beside the document's own files).
import { useEffect, useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import type { ContractDocument } from '@/lib/server/contracts/list-contract-documents';
import type { AccountContact } from '@/lib/server/contacts/list-account-contacts';
import type { ClaimContractIds } from '@/lib/paths/page-paths';
import { accountContactsApi, contractDocumentsApi } from '@/lib/paths/api-paths';
import type { EmailFile } from './issue-attachments-field';
import { hasEmail, type EmailContact } from './recipients-field';

/** The other party's people first; every contact with an email when it has none listed. */
function recipientChoices(all: AccountContact[], companyId: string | null): EmailContact[] {
  const withEmail = all.filter(hasEmail);
  const theirs = withEmail.filter((c) => c.entity_id === companyId);
  return theirs.length ? theirs : withEmail;
}

export function useEmailChoices(contractIds: ClaimContractIds, companyId: string | null) {
  const api = useApi();
  const [contacts, setContacts] = useState<EmailContact[] | null>(null);
  const [documents, setDocuments] = useState<EmailFile[]>([]);
  useEffect(() => {
    void api<{ contacts: AccountContact[] }>(accountContactsApi(contractIds.accountId)).then((res) =>
      setContacts(res.ok ? recipientChoices(res.data.contacts, companyId) : []),
    );
    void api<{ attachments: ContractDocument[] }>(contractDocumentsApi(contractIds)).then(
      (res) =>
        res.ok &&
        setDocuments(
          res.data.attachments
            .filter((d) => d.is_own)
            .map((d) => ({ file_id: d.file_id, file_name: d.file_name, size: d.size, source: 'Contract' })),
        ),
    );
  }, [api, contractIds, companyId]);
  return { contacts, documents };
}

'use client';
import { useCallback, useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { formatSize, useFetchUi } from '@/components/ui/use-fetch-ui';
import { useUi } from '@/components/ui/ui-provider';
import { mediumDayText } from '@/lib/domain/zoned-dates';
import { DOCUMENT_TYPES } from '@/lib/schemas/contracts';
import type { ContractDocument } from '@/lib/server/contracts/list-contract-documents';
import { DocumentUploads } from './document-uploads';
import { downloadBlob } from '@/components/ui/file-transfer';

/**
 * The contract's documents (spec §7 attachments): its own, which it may share with the other party
 * or delete, and those the other party shared with it.
 */
export function ContractDocuments(props: {
  api: string;
  initial: ContractDocument[];
  canEdit: boolean;
  sizeLimit: number;
  timeZone: string;
}) {
  const api = useApi();
  const ui = useUi();
  const fetchUi = useFetchUi();
  const [documents, setDocuments] = useState(props.initial);
  const reload = useCallback(async () => {
    const res = await api<{ attachments: ContractDocument[] }>(props.api);
    if (res.ok) setDocuments(res.data.attachments);
  }, [api, props.api]);

  const share = async (doc: ContractDocument, isShared: boolean) => {
    const res = await api(`${props.api}/${doc.file_id}`, { method: 'PUT', json: { is_shared: isShared } });
    if (res.ok) await reload();
  };
  const remove = async (doc: ContractDocument) => {
    if (!(await ui.confirmDelete('document'))) return;
    const res = await api(`${props.api}/${doc.file_id}`, { method: 'DELETE' });
    if (res.ok) await reload();
  };

  return (
    <>
      {documents.length === 0 ? (
        <p className="empty">No documents yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <caption className="visually-hidden">Contract documents</caption>
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Type</th>
                <th scope="col" className="num">
                  Size
                </th>
                <th scope="col">Uploaded</th>
                <th scope="col">Shared</th>
                {props.canEdit && (
                  <th scope="col">
                    <span className="visually-hidden">Delete</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {documents.map((doc) => (
                <tr key={doc.file_id}>
                  <td>
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => downloadBlob(`${props.api}/${doc.file_id}`, doc.file_name, fetchUi)}
                    >
                      {doc.file_name}
                    </button>
                  </td>
                  <td>{DOCUMENT_TYPES[doc.fileType as keyof typeof DOCUMENT_TYPES] ?? doc.fileType}</td>
                  <td className="num">{formatSize(doc.size)}</td>
                  <td>{mediumDayText(doc.created_at, props.timeZone)}</td>
                  <td>
                    {!doc.is_own ? (
                      'Shared by the other party'
                    ) : props.canEdit ? (
                      <input
                        type="checkbox"
                        aria-label={`Share ${doc.file_name} with the other party`}
                        checked={doc.is_shared}
                        onChange={(e) => share(doc, e.target.checked)}
                      />
                    ) : doc.is_shared ? (
                      'Yes'
                    ) : (
                      'No'
                    )}
                  </td>
                  {props.canEdit && (
                    <td>
                      {doc.is_own && (
                        <button type="button" className="link-button" onClick={() => remove(doc)}>
                          Delete <span className="visually-hidden">{doc.file_name}</span>
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {props.canEdit && <DocumentUploads api={props.api} sizeLimit={props.sizeLimit} onUploaded={reload} />}
    </>
  );
}

'use client';
// A claim's or certificate's files (spec §3 attachments, shared_attachments): upload with progress,
// download, share with the other party (served with the document as download links) or keep
// internal, delete.
import { downloadBlob } from '@/components/ui/file-transfer';
import { FileUploads } from './file-uploads';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import type { DocumentAttachment } from './document-json';
import { formatSize, useFetchUi } from '../ui/use-fetch-ui';
import styles from './documents.module.css';

export function DocumentFiles(props: {
  /** The document's attachments endpoint (…/claim/{cl}/attachments or …/cert/{cert}/attachments). */
  url: string;
  /** 'claim' or 'certificate', in the form's name. */
  term?: string;
  attachments: DocumentAttachment[];
  onAttachments: (list: DocumentAttachment[]) => void;
  canChange: boolean;
  sizeLimit: number;
}) {
  const api = useApi();
  const ui = useUi();
  const fetchUi = useFetchUi();
  const { url } = props;
  const { attachments, onAttachments } = props;

  const share = async (file: DocumentAttachment, isShared: boolean) => {
    const res = await api<DocumentAttachment>(`${url}/${file.file_id}`, {
      method: 'PATCH',
      json: { is_shared: isShared },
    });
    if (res.ok) onAttachments(attachments.map((a) => (a.file_id === file.file_id ? res.data : a)));
  };

  const remove = async (file: DocumentAttachment) => {
    if (!(await ui.confirmDelete('file'))) return;
    const res = await api(`${url}/${file.file_id}`, { method: 'DELETE' });
    if (res.ok) onAttachments(attachments.filter((a) => a.file_id !== file.file_id));
  };

  return (
    <>
      {attachments.length === 0 ? (
        <p className="empty">No files attached.</p>
      ) : (
        <ul className={styles.files}>
          {attachments.map((file) => (
            <li key={file.file_id}>
              <button
                type="button"
                className="link-button"
                onClick={() => downloadBlob(`${url}/${file.file_id}`, file.file_name, fetchUi)}
              >
                {file.file_name}
              </button>
              <span className="muted small">{formatSize(file.size)}</span>
              {props.canChange ? (
                <label className={styles.inlineCheck}>
                  <input
                    type="checkbox"
                    checked={file.is_shared}
                    onChange={(e) => share(file, e.target.checked)}
                  />{' '}
                  Shared with the other party
                </label>
              ) : (
                <span className="small">{file.is_shared ? 'Shared with the other party' : 'Internal'}</span>
              )}
              {props.canChange && (
                <button type="button" className="link-button" onClick={() => remove(file)}>
                  Delete <span className="visually-hidden">{file.file_name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FileUploads<DocumentAttachment>
        url={url}
        sizeLimit={props.sizeLimit}
        label={`Attach a file to the ${props.term ?? 'claim'}`}
        submitClassName="button secondary"
        whenDone="remove"
        onUploaded={(created) => onAttachments([...attachments, created])}
        canUpload={props.canChange}
      />
    </>
  );
}

'use client';
// A claim's or certificate's files (spec §3 attachments, shared_attachments): upload with progress,
// download, share with the other party (served with the document as download links) or keep
// internal, delete.
import { useId, useRef, useState, type FormEvent } from 'react';
import { downloadBlob, reportFailure, uploadWithProgress } from '@/components/contracts/file-transfer';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { DOCUMENT_TOO_BIG_MESSAGE } from '@/lib/schemas/contracts';
import type { ClaimAttachment } from './claim-json';
import { formatSize, useFetchUi } from '../ui/use-fetch-ui';

interface Upload {
  id: number;
  file: File;
  shared: boolean;
  progress: number;
  state: 'uploading' | 'failed';
}

export function ClaimAttachments(props: {
  /** The document's attachments endpoint (…/claim/{cl}/attachments or …/cert/{cert}/attachments). */
  url: string;
  /** 'claim' or 'certificate', in the form's name. */
  term?: string;
  attachments: ClaimAttachment[];
  onAttachments: (list: ClaimAttachment[]) => void;
  canChange: boolean;
  sizeLimit: number;
}) {
  const api = useApi();
  const ui = useUi();
  const fetchUi = useFetchUi();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);
  const [shared, setShared] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const { url } = props;
  const { attachments, onAttachments } = props;
  const patch = (id: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const send = async (upload: Upload) => {
    patch(upload.id, { state: 'uploading', progress: 0 });
    const form = new FormData();
    form.set('file', upload.file);
    form.set('is_shared', String(upload.shared));
    const res = await uploadWithProgress<ClaimAttachment>(url, form, (p) =>
      patch(upload.id, { progress: p }),
    );
    if (res.ok && res.data) {
      setUploads((list) => list.filter((u) => u.id !== upload.id));
      onAttachments([...attachments, res.data]);
    } else {
      patch(upload.id, { state: 'failed' });
      reportFailure(res.status, res.body, fetchUi);
    }
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return void ui.alert('Error!', ['Choose a file to upload.']);
    if (file.size > props.sizeLimit) return void ui.alert('Error!', [DOCUMENT_TOO_BIG_MESSAGE]);
    const upload: Upload = { id: ++nextId.current, file, shared, progress: 0, state: 'uploading' };
    setUploads((list) => [...list, upload]);
    if (input.current) input.current.value = '';
    void send(upload);
  };

  const share = async (file: ClaimAttachment, isShared: boolean) => {
    const res = await api<ClaimAttachment>(`${url}/${file.file_id}`, {
      method: 'PATCH',
      json: { is_shared: isShared },
    });
    if (res.ok) onAttachments(attachments.map((a) => (a.file_id === file.file_id ? res.data : a)));
  };

  const remove = async (file: ClaimAttachment) => {
    if (!(await ui.confirmDelete('file'))) return;
    const res = await api(`${url}/${file.file_id}`, { method: 'DELETE' });
    if (res.ok) onAttachments(attachments.filter((a) => a.file_id !== file.file_id));
  };

  return (
    <>
      {attachments.length === 0 ? (
        <p className="empty">No files attached.</p>
      ) : (
        <ul className="cl-files">
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
                <label className="cl-inline-check">
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
      {props.canChange && (
        <form
          className="form upload-form"
          onSubmit={start}
          aria-label={`Attach a file to the ${props.term ?? 'claim'}`}
        >
          <label htmlFor={`${ids}-file`}>File (up to 100 MB)</label>
          <input id={`${ids}-file`} ref={input} type="file" />
          <label className="checkbox" htmlFor={`${ids}-shared`}>
            <input
              id={`${ids}-shared`}
              type="checkbox"
              checked={shared}
              onChange={(e) => setShared(e.target.checked)}
            />{' '}
            Share with the other party
          </label>
          <button type="submit" className="button secondary">
            Upload
          </button>
        </form>
      )}
      {uploads.length > 0 && (
        <ul className="upload-list" aria-label="Uploads">
          {uploads.map((u) => (
            <li key={u.id} className={`upload upload-${u.state}`}>
              <span className="upload-name">{u.file.name}</span>
              <progress max={1} value={u.progress} aria-label={`Upload of ${u.file.name}`} />
              <span role="status">
                {u.state === 'uploading' ? `${Math.round(u.progress * 100)}%` : 'Upload failed'}
              </span>
              {u.state === 'failed' && (
                <>
                  <button type="button" className="link-button" onClick={() => void send(u)}>
                    Retry <span className="visually-hidden">{u.file.name}</span>
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setUploads((list) => list.filter((x) => x.id !== u.id))}
                  >
                    Clear <span className="visually-hidden">{u.file.name}</span>
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

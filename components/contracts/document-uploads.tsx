'use client';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useUi } from '@/components/ui/ui-provider';
import { DOCUMENT_TOO_BIG_MESSAGE, DOCUMENT_TYPES } from '@/lib/schemas/contracts';
import { reportFailure, uploadWithProgress } from './file-transfer';
import type { FetchUi } from '@/lib/api/client-fetch';
import { DOCUMENT_ACCEPT } from '@/lib/domain/document-type';

type DocumentType = keyof typeof DOCUMENT_TYPES;
interface Upload {
  id: number;
  file: File;
  fileType: DocumentType;
  shared: boolean;
  progress: number;
  state: 'uploading' | 'failed' | 'done';
}

/**
 * The upload form and its queue (spec §4 Upload: request, progress, success, failure, retry,
 * clear). Files over the limit are refused before anything is sent (§5); the server refuses them
 * too.
 */
export function DocumentUploads(props: {
  api: string;
  sizeLimit: number;
  fetchUi: FetchUi;
  onUploaded: () => void;
}) {
  const ui = useUi();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);
  const [fileType, setFileType] = useState<DocumentType>('contract');
  const [shared, setShared] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const patch = (id: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const send = async (upload: Upload) => {
    patch(upload.id, { state: 'uploading', progress: 0 });
    const form = new FormData();
    form.set('file', upload.file);
    form.set('file_type', upload.fileType);
    form.set('is_shared', String(upload.shared));
    const res = await uploadWithProgress(props.api, form, (progress) => patch(upload.id, { progress }));
    patch(upload.id, { state: res.ok ? 'done' : 'failed' });
    if (res.ok) props.onUploaded();
    else reportFailure(res.status, res.body, props.fetchUi);
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return void ui.alert('Error!', ['Choose a file to upload.']);
    if (file.size > props.sizeLimit) return void ui.alert('Error!', [DOCUMENT_TOO_BIG_MESSAGE]);
    const upload: Upload = { id: ++nextId.current, file, fileType, shared, progress: 0, state: 'uploading' };
    setUploads((list) => [...list, upload]);
    if (input.current) input.current.value = '';
    void send(upload);
  };

  return (
    <>
      <form className="form upload-form" onSubmit={start} aria-label="Upload a document">
        <label htmlFor={`${ids}-file`}>File (up to 100 MB)</label>
        <input id={`${ids}-file`} ref={input} type="file" accept={DOCUMENT_ACCEPT} />
        <label htmlFor={`${ids}-type`}>Document type</label>
        <select
          id={`${ids}-type`}
          value={fileType}
          onChange={(e) => setFileType(e.target.value as DocumentType)}
        >
          {Object.entries(DOCUMENT_TYPES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <label className="checkbox" htmlFor={`${ids}-shared`}>
          <input
            id={`${ids}-shared`}
            type="checkbox"
            checked={shared}
            onChange={(e) => setShared(e.target.checked)}
          />{' '}
          Share with the other party
        </label>
        <button type="submit" className="button">
          Upload
        </button>
      </form>
      {uploads.length > 0 && (
        <ul className="upload-list" aria-label="Uploads">
          {uploads.map((u) => (
            <li key={u.id} className={`upload upload-${u.state}`}>
              <span className="upload-name">{u.file.name}</span>
              <progress max={1} value={u.progress} aria-label={`Upload of ${u.file.name}`} />
              <span role="status">
                {u.state === 'uploading' && `${Math.round(u.progress * 100)}%`}
                {u.state === 'done' && 'Uploaded'}
                {u.state === 'failed' && 'Upload failed'}
              </span>
              {u.state === 'failed' && (
                <button type="button" className="link-button" onClick={() => void send(u)}>
                  Retry <span className="visually-hidden">{u.file.name}</span>
                </button>
              )}
              {u.state !== 'uploading' && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setUploads((list) => list.filter((x) => x.id !== u.id))}
                >
                  Clear <span className="visually-hidden">{u.file.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

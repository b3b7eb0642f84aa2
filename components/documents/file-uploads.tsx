'use client';
// The one upload form and its queue, for contract documents and for a claim's or certificate's
// files (spec §4 Upload: request, progress, success, failure, retry, clear). Each file is sent on
// its own with its progress shown; files over the limit are refused before anything is sent
// (§5), and the server refuses them too.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { reportFailure, uploadWithProgress } from '@/components/ui/file-transfer';
import { useFetchUi } from '@/components/ui/use-fetch-ui';
import { useUi } from '@/components/ui/ui-provider';
import { DOCUMENT_TOO_BIG_MESSAGE } from '@/lib/schemas/contracts';

interface Upload {
  id: number;
  file: File;
  /** The extra fields' values when the upload started. */
  values: Record<string, string>;
  shared: boolean;
  progress: number;
  state: 'uploading' | 'failed' | 'done';
}

export function FileUploads<T>(props: {
  /** The attachments endpoint each file is POSTed to as multipart/form-data. */
  url: string;
  sizeLimit: number;
  /** The form's accessible name. */
  label: string;
  /** The file picker's `accept`, where the server takes only some kinds of file. */
  accept?: string;
  /** Fields shown after the file (a contract document's type), sent with it as `values`. */
  fields?: ReactNode;
  values?: Record<string, string>;
  submitClassName: string;
  /**
   * 'keep': a finished upload stays in the queue as 'Uploaded' until cleared (the caller reloads
   * its list); 'remove': it leaves the queue, the caller adding it to its list.
   */
  whenDone: 'keep' | 'remove';
  onUploaded: (created: T) => void;
  /** False hides the form (files may no longer be added); uploads already started keep their rows. */
  canUpload?: boolean;
}) {
  const ui = useUi();
  const fetchUi = useFetchUi();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);
  const [shared, setShared] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const patch = (id: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));
  const clear = (id: number) => setUploads((list) => list.filter((u) => u.id !== id));

  const send = async (upload: Upload) => {
    patch(upload.id, { state: 'uploading', progress: 0 });
    const form = new FormData();
    form.set('file', upload.file);
    for (const [name, value] of Object.entries(upload.values)) form.set(name, value);
    form.set('is_shared', String(upload.shared));
    const res = await uploadWithProgress<T>(props.url, form, (progress) => patch(upload.id, { progress }));
    if (res.ok) {
      if (props.whenDone === 'keep') patch(upload.id, { state: 'done' });
      else clear(upload.id);
      props.onUploaded(res.data as T);
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
    const values = props.values ?? {};
    const upload: Upload = { id: ++nextId.current, file, values, shared, progress: 0, state: 'uploading' };
    setUploads((list) => [...list, upload]);
    if (input.current) input.current.value = '';
    void send(upload);
  };

  return (
    <>
      {props.canUpload !== false && (
        <form className="form upload-form" onSubmit={start} aria-label={props.label}>
          <label htmlFor={`${ids}-file`}>File (up to 100 MB)</label>
          <input id={`${ids}-file`} ref={input} type="file" accept={props.accept} />
          {props.fields}
          <label className="checkbox" htmlFor={`${ids}-shared`}>
            <input
              id={`${ids}-shared`}
              type="checkbox"
              checked={shared}
              onChange={(e) => setShared(e.target.checked)}
            />{' '}
            Share with the other party
          </label>
          <button type="submit" className={props.submitClassName}>
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
                <button type="button" className="link-button" onClick={() => clear(u.id)}>
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

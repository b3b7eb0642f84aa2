'use client';
// Import from CSV (spec §2 "CSV import dialog", §4 upload states): choose a file, check it (every
// row is validated and nothing is saved), read the report of bad rows, then import all rows at once.
import { useRouter } from 'next/navigation';
import { useId, useMemo, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { useUi } from '@/components/ui/ui-provider';
import type { FetchUi } from '@/lib/api/client-fetch';
import { SCHEDULE_CSV_COLUMNS } from '@/lib/domain/line-items-csv';
import { uploadWithProgress, type UploadError } from './upload-with-progress';
import styles from './line-items.module.css';

export const IMPORT_SUCCESS = 'Success! You have imported the file successfully';

type Stage =
  | { step: 'choose' }
  | { step: 'uploading'; percent: number; what: 'Checking' | 'Importing' }
  | { step: 'checked'; rows: number }
  | { step: 'problems'; errors: UploadError[] };

export function ImportDialog(props: {
  title: string;
  importUrl: string;
  templateUrl: string;
  onClose: () => void;
  onImported: () => Promise<void>;
}) {
  const router = useRouter();
  const ui = useUi();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const fetchUi = useMemo<FetchUi>(
    () => ({
      navigate: (to) => router.push(to),
      alert: (t, p) => void ui.alert(t, p),
      subscription: ui.subscription,
    }),
    [router, ui],
  );

  const send = async (preview: boolean) => {
    if (!file) return;
    const form = new FormData();
    form.set('file', file);
    const what = preview ? 'Checking' : 'Importing';
    setStage({ step: 'uploading', percent: 0, what });
    const url = `${props.importUrl}${preview ? '&preview=true' : ''}`;
    const result = await uploadWithProgress<{ rows?: number; imported?: number }>(
      url,
      form,
      (percent) => setStage({ step: 'uploading', percent, what }),
      fetchUi,
    );
    if (result.ok && preview) return setStage({ step: 'checked', rows: result.data.rows ?? 0 });
    if (result.ok) {
      await props.onImported();
      ui.toast(IMPORT_SUCCESS);
      return props.onClose();
    }
    setStage(result.status === 422 ? { step: 'problems', errors: result.errors } : { step: 'choose' });
  };

  const busy = stage.step === 'uploading';
  return (
    <Modal
      open
      title={props.title}
      onClose={props.onClose}
      actions={
        <>
          <button type="button" className="button secondary" onClick={props.onClose} disabled={busy}>
            Cancel
          </button>
          {stage.step === 'checked' ? (
            <button type="button" className="button" onClick={() => void send(false)}>
              Import {stage.rows} {stage.rows === 1 ? 'row' : 'rows'}
            </button>
          ) : (
            <button type="button" className="button" onClick={() => void send(true)} disabled={!file || busy}>
              Check file
            </button>
          )}
        </>
      }
    >
      <p className="small">
        Columns: {SCHEDULE_CSV_COLUMNS.join(', ')}. Only Description is required. A row with a Rate is Qty ×
        Rate; without one, its Total. Parent Ref puts a row under another row of the file or an item already
        here. Nothing is saved unless every row is right.{' '}
        <a href={props.templateUrl} download>
          Download the template
        </a>
      </p>
      <div className="form">
        <label htmlFor={fileId}>CSV file</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setStage({ step: 'choose' });
          }}
        />
      </div>
      <div aria-live="polite" className={styles.importStatus}>
        {stage.step === 'uploading' && (
          <>
            <label htmlFor={`${fileId}-progress`}>
              {stage.what} the file… {stage.percent}%
            </label>
            <progress id={`${fileId}-progress`} max={100} value={stage.percent} />
          </>
        )}
        {stage.step === 'checked' && <p>All {stage.rows} rows are ready to import.</p>}
        {stage.step === 'problems' && <ImportReport errors={stage.errors} />}
      </div>
    </Modal>
  );
}

/** The per-row report of a refused file: nothing was saved. */
function ImportReport({ errors }: { errors: UploadError[] }) {
  const rows = new Set(errors.map((e) => e.field?.split('.')[1]).filter(Boolean)).size;
  return (
    <>
      <p className="field-error" role="alert">
        Nothing was imported:{' '}
        {rows > 0 ? `${rows} ${rows === 1 ? 'row needs' : 'rows need'} fixing` : 'the file needs fixing'}.
      </p>
      <ul className={styles.importErrors}>
        {errors.map((error, index) => (
          <li key={index}>{error.message}</li>
        ))}
      </ul>
    </>
  );
}

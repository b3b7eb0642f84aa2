'use client';
import { useRouter } from 'next/navigation';
import { useState, type ChangeEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import {
  CONTACTS_CSV_ERRORS,
  CONTACTS_CSV_HEADINGS,
  CONTACTS_CSV_MAX_BYTES,
} from '@/lib/domain/contacts-csv';
import type { ContactsCsvImport } from '@/lib/server/contacts/import-contacts-csv';
import type { ContactsCsvPreview } from '@/lib/server/contacts/preview-contacts-csv';
import { CsvPreview } from './csv-preview';
import { FILE_IMPORTED } from './messages';
import styles from './contacts.module.css';

type Step =
  | { name: 'choose' }
  | { name: 'checking' }
  | { name: 'preview'; file: File; preview: ContactsCsvPreview }
  | { name: 'importing'; file: File; preview: ContactsCsvPreview };

/**
 * The CSV import of the contacts list (spec §2): choose a file → the server checks every row →
 * the preview shows the errors → Import adds the valid rows and leaves out the others.
 */
export function ImportContactsDialog({ accountId }: { accountId: string }) {
  const router = useRouter();
  const api = useApi();
  const ui = useUi();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const url = `/api/company/account/${accountId}/company/upload_csv`;

  const send = <T,>(file: File, query = '') => {
    const body = new FormData();
    body.set('file', file);
    return api<T>(`${url}${query}`, { method: 'POST', body });
  };

  const close = () => {
    setOpen(false);
    setStep({ name: 'choose' });
  };

  const check = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > CONTACTS_CSV_MAX_BYTES) {
      event.target.value = '';
      return ui.alert('Error!', [CONTACTS_CSV_ERRORS.tooBig]);
    }
    setStep({ name: 'checking' });
    const checked = await send<ContactsCsvPreview>(file);
    setStep(checked.ok ? { name: 'preview', file, preview: checked.data } : { name: 'choose' });
  };

  const importRows = async (file: File, preview: ContactsCsvPreview) => {
    setStep({ name: 'importing', file, preview });
    const query = `?commit=true&preview_id=${preview.preview_id}`;
    const imported = await send<ContactsCsvImport>(file, query);
    if (!imported.ok) return setStep({ name: 'preview', file, preview });
    close();
    const { contacts_created, companies_created, companies_matched, errors } = imported.data;
    await ui.alert('Success!', [
      FILE_IMPORTED,
      `${contacts_created} contacts imported: ${companies_created} new companies, ${companies_matched} existing companies.`,
      ...(errors.length > 0
        ? [`${errors.length} rows with errors were left out (lines ${errors.map((e) => e.line).join(', ')}).`]
        : []),
    ]);
    router.refresh();
  };

  const busy = step.name === 'checking' || step.name === 'importing';
  return (
    <>
      <button type="button" className="button secondary" onClick={() => setOpen(true)}>
        Import CSV
      </button>
      <Modal
        open={open}
        title="Import contacts from a CSV file"
        onClose={close}
        actions={
          <>
            {(step.name === 'preview' || step.name === 'importing') && (
              <>
                <button
                  type="button"
                  className="button secondary"
                  disabled={busy}
                  onClick={() => setStep({ name: 'choose' })}
                >
                  Choose another file
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={busy || step.preview.counts.valid === 0}
                  onClick={() => importRows(step.file, step.preview)}
                >
                  Import {step.preview.counts.valid} contacts
                </button>
              </>
            )}
            <button type="button" className="button secondary" disabled={busy} onClick={close}>
              Cancel
            </button>
          </>
        }
      >
        {step.name === 'choose' && (
          <>
            <p>
              The first row names the columns: {CONTACTS_CSV_HEADINGS.join(', ')}. Company and contact name
              are required. At most 5,000 contacts and 2 MB; save from Excel as “CSV UTF-8”.
            </p>
            <label htmlFor="contacts-csv-file">CSV file</label>
            <input id="contacts-csv-file" type="file" accept=".csv,text/csv" onChange={check} />
          </>
        )}
        {busy && (
          <p role="status" className={styles.progress}>
            <progress aria-label={step.name === 'checking' ? 'Checking the file' : 'Importing'} />
            {step.name === 'checking' ? 'Uploading and checking the file…' : 'Importing the contacts…'}
          </p>
        )}
        {step.name === 'preview' && <CsvPreview preview={step.preview} />}
      </Modal>
    </>
  );
}

'use client';
// The items the payer adds while certifying (spec §7 cert "item POST multipart" and lineitem DELETE;
// lib/server/certs/add-cert-item.ts says what adding one means): a variation it directs, or a
// deduction by a negative quantity or rate, added to the schedule from this draft certificate with
// its evidence files, certified here with the reason given. The list shows the items added from this
// certificate, each with Delete (the §8 delete confirmation); the server refuses (409, with the
// reason) once anything issued values one. Both answer the certificate as read, which replaces the
// editor's.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import { reportFailure, uploadWithProgress } from '@/components/ui/file-transfer';
import { useFetchUi } from '@/components/ui/use-fetch-ui';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { formatMoney } from '@/lib/domain/money-format';
import { certApi } from '@/lib/paths/api-paths';
import type { CertIds } from '@/lib/paths/page-paths';
import type { CertItem, CertRead } from './cert-json';

const MAX_FILES = 10;

export function CertAddedItems(props: {
  ids: CertIds;
  certId: string;
  items: readonly CertItem[];
  /** A draft the caller may change: adding and deleting are offered. */
  canChange: boolean;
  /** Unsaved entries: they must be saved first (the answer replaces the editor's read). */
  dirty: boolean;
  currency: string;
  onRead: (read: CertRead) => void;
}) {
  const api = useApi();
  const ui = useUi();
  const fetchUi = useFetchUi();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const added = props.items.filter((i) => i.is_auto_created && i.added_from_cert_id === props.certId);
  const money = (cents: number) => formatMoney(cents, { currency: props.currency });
  const name = (item: CertItem) => [item.label, item.description].filter(Boolean).join(' ');

  const begin = () => {
    if (props.dirty) return void ui.alert('Error!', ['Save your changes first.']);
    setOpen(true);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const text = (key: string) => String(fields.get(key) ?? '').trim();
    const files = (fields.getAll('files') as File[]).filter((f) => f.size > 0);
    if (files.length > MAX_FILES) return void ui.alert('Error!', [`Attach at most ${MAX_FILES} files.`]);
    const body = new FormData();
    body.set(
      'data',
      JSON.stringify({
        label: text('label') || null,
        description: text('description'),
        value_type: 'rate',
        quantity: text('quantity'),
        unit: text('unit') || null,
        rate: text('rate'),
        reason: text('reason'),
        files_shared: fields.get('files_shared') === 'on',
      }),
    );
    for (const file of files) body.append('files', file);
    setProgress(0);
    const res = await uploadWithProgress<CertRead & { item_id: string }>(
      certApi(props.ids, 'item'),
      body,
      setProgress,
    );
    setProgress(null);
    if (!res.ok || !res.data) return reportFailure(res.status, res.body, fetchUi);
    // The answer is the certificate as read, with the new item's id beside it.
    props.onRead(res.data);
    form.current?.reset();
    setOpen(false);
    ui.toast('Item added and certified');
  };

  const remove = async (item: CertItem) => {
    if (props.dirty) return void ui.alert('Error!', ['Save your changes first.']);
    if (!(await ui.confirmDelete('item'))) return;
    const res = await api<CertRead>(certApi(props.ids, `lineitem/${item.id}`), { method: 'DELETE' });
    if (!res.ok) return;
    props.onRead(res.data);
    ui.toast('Item deleted');
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Items you added</h2>
      <p className="hint">
        Add a variation you direct, or a deduction or contra charge (enter a negative quantity or rate). It is
        added to the contract&apos;s schedule, approved and certified here with your reason; the claimer sees
        it once the certificate is issued.
      </p>
      {added.length === 0 ? (
        <p className="muted">No items added from this certificate.</p>
      ) : (
        <ul className="list">
          {added.map((item) => (
            <li key={item.id}>
              <span>
                {name(item)}: {money(item.cert_value)}
              </span>{' '}
              {props.canChange && (
                <button
                  type="button"
                  className="button secondary small"
                  aria-label={`Delete added item ${name(item)}`}
                  onClick={() => void remove(item)}
                >
                  Delete
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {props.canChange && (
        <button type="button" className="button secondary" onClick={begin}>
          Add item
        </button>
      )}
      <Modal
        open={open}
        title="Add an item to certify"
        onClose={() => setOpen(false)}
        actions={
          <>
            <button type="submit" form={`${id}-form`} className="button" disabled={progress !== null}>
              {progress === null ? 'Add and certify' : `Uploading ${Math.round(progress * 100)}%`}
            </button>
            <button type="button" className="button secondary" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </>
        }
      >
        <form id={`${id}-form`} ref={form} className="form" onSubmit={(e) => void submit(e)}>
          <label htmlFor={`${id}-label`}>Ref</label>
          <input id={`${id}-label`} name="label" maxLength={50} />
          <label htmlFor={`${id}-description`}>Description</label>
          <input id={`${id}-description`} name="description" required maxLength={500} />
          <label htmlFor={`${id}-quantity`}>Quantity</label>
          <input id={`${id}-quantity`} name="quantity" inputMode="decimal" required defaultValue="1" />
          <label htmlFor={`${id}-unit`}>Unit</label>
          <input id={`${id}-unit`} name="unit" maxLength={20} />
          <label htmlFor={`${id}-rate`}>Rate</label>
          <input
            id={`${id}-rate`}
            name="rate"
            inputMode="decimal"
            required
            aria-describedby={`${id}-rate-hint`}
          />
          <p id={`${id}-rate-hint`} className="hint">
            A negative quantity or rate makes a deduction.
          </p>
          <label htmlFor={`${id}-reason`}>Why it is certified</label>
          <textarea id={`${id}-reason`} name="reason" rows={3} required maxLength={2000} />
          <label htmlFor={`${id}-files`}>Evidence files (up to {MAX_FILES})</label>
          <input id={`${id}-files`} name="files" type="file" multiple />
          <label className="checkbox" htmlFor={`${id}-shared`}>
            <input id={`${id}-shared`} name="files_shared" type="checkbox" /> Share the files with the payee
          </label>
        </form>
      </Modal>
    </section>
  );
}

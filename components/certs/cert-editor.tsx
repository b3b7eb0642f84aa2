'use client';
// The certificate editor (spec §2 /make-cert/…/{certId}): the claim's lines beside what is certified,
// each line certified by value, percent or quantity, with the reason for every difference from the
// claim (CCA s21(3)); pending variations approved or rejected here; the certificate's retention,
// less-previous, CIS and notes; the totals, recomputed as entries are committed; files. Save stores
// it all at once. Items the payer adds (a directed variation, a deduction) are cert-added-items.tsx.
import { FilesCard } from '@/components/documents/document-cards';
import Link from 'next/link';
import { useCallback, useMemo, useState } from 'react';
import { ClaimSchedule } from '@/components/documents/schedule';
import {
  unpackItems,
  unpackLiveInputs,
  type PackedLiveInputs,
  type WithPackedItems,
} from '@/components/documents/packed-items';
import { ClaimSettingsFields } from '@/components/documents/settings-fields';
import { computeLiveTotals, totalsJsonOf } from '@/components/documents/live-totals';
import { ClaimTotalsPanel } from '@/components/documents/totals-panel';
import { useCommentDialog } from '@/components/documents/comment-dialog';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { ZUpdateCert, type TUpdateCert } from '@/lib/schemas/certs';
import { useDraftEditor } from '@/components/documents/use-draft-editor';
import { certLine, isCertifiable, liveCertFigures, savedCertEntry, type CertEdit } from './cert-entry';
import type { CertItem, CertRead } from './cert-json';
import { type CertIds, reviewCertPage } from '@/lib/paths/page-paths';
import { certApi } from '@/lib/paths/api-paths';
import { CertAddedItems } from './cert-added-items';
import { CertLedgerNotice } from './cert-ledger-notice';
import { CertScheduleTable, DifferenceLegend, type CertRowEditing } from './cert-schedule-table';
import { certNotesOf, certSettingsOf } from './cert-settings';
import { CertSummary } from './cert-summary';
import { useSavedReasons } from './use-saved-reasons';
import type { CommitResult } from '@/components/documents/entry-cell';
import documentStyles from '@/components/documents/documents.module.css';

export function CertEditor(props: {
  ids: CertIds;
  /** The read answer, its items packed (documents/packed-items.ts). */
  initial: WithPackedItems<CertRead>;
  inputs: PackedLiveInputs;
  currency: string;
  taxName: string;
}) {
  const api = useApi();
  const ui = useUi();
  const [dialog, askComment] = useCommentDialog();
  const [initial] = useState(() => unpackItems(props.initial));
  const [inputs] = useState(() =>
    unpackLiveInputs(
      props.inputs,
      initial.items.map((i) => i.id),
    ),
  );
  const draft = useDraftEditor<CertRead, CertEdit>({
    initial,
    fieldsOf: (read) => ({ settings: certSettingsOf(read.cert), notes: certNotesOf(read.cert) }),
    url: certApi(props.ids),
    schema: ZUpdateCert,
    savedToast: 'Certificate saved',
  });
  const { read, setRead, edits, setEdits, mark, settings, setSettings, notes, setNotes, dirty, saving } =
    draft;
  const { cert } = read;

  const figures = useMemo(() => liveCertFigures(read.items, edits), [read.items, edits]);
  // The money summary as a save would store it, valued by the same library (lib/server/claims/
  // live-inputs.ts supplies what the read answer does not carry).
  const totals = useMemo(() => {
    const live = computeLiveTotals({
      items: read.items,
      entryOf: (item) => edits.get(item.id)?.entry ?? savedCertEntry(item),
      document: {
        certifyPendingVariation: read.contract.certify_pending_variation,
        gstPercent: read.contract.gst,
        claimTo: read.claim.claim_to,
        cisStatus: read.cert.cis_status,
        domesticReverseCharge: read.cert.domestic_reverse_charge,
      },
      settings,
      inputs,
    });
    return { json: totalsJsonOf(live), scheduled: live.cisStatus ? live.amountDue : live.totalInclGst };
  }, [read, edits, settings, inputs]);
  const missing = useMemo(
    () => read.items.filter((i) => !i.has_children && figures.get(i.id)!.reasonStatus === 'error').length,
    [read.items, figures],
  );
  const edit = useCallback(
    (id: string, change: CertEdit) => setEdits((map) => new Map(map).set(id, { ...map.get(id), ...change })),
    [setEdits],
  );

  const decide = useCallback(
    async (item: CertItem, status: 'approved' | 'rejected') => {
      if (dirty) return void ui.alert('Error!', ['Save your changes before deciding a variation.']);
      let reason: string | undefined;
      if (status === 'rejected') {
        const given = await askComment({
          title: `Reject ${item.label ?? item.description}`,
          intro: 'Say why the variation is rejected: the claimer sees this reason.',
          confirmLabel: 'Reject variation',
        });
        if (given === null) return;
        reason = given;
      } else if (
        !(await ui.confirm(
          'Approve variation',
          `Approve ${item.label ?? item.description}? It then counts in this and later certificates.`,
        ))
      ) {
        return;
      }
      const res = await api<CertRead>(certApi(props.ids, `lineitem/${item.id}`), {
        method: 'PATCH',
        json: { status, reason },
      });
      if (!res.ok) return;
      setRead(res.data);
      ui.toast(status === 'approved' ? 'Variation approved' : 'Variation rejected');
    },
    [api, askComment, dirty, props.ids, setRead, ui],
  );

  // After a save every entry cell starts again from the saved answer (the schedule itself stays,
  // with the lines it has measured and drawn).
  const version = cert.updated_at;
  const canEdit = read.actions.includes('update');
  const canDecide = read.actions.includes('decide_variation');
  const { reasons: savedReasons, save: saveReason } = useSavedReasons(props.ids.accountId, canEdit);
  const editing: CertRowEditing | null = useMemo(() => {
    if (!canEdit) return null;
    return {
      onCommit: (result: CommitResult) => {
        mark(result.id, 'error' in result);
        if ('entry' in result) edit(result.id, { entry: result.entry });
      },
      onReason: (id, reason) => edit(id, { reason }),
      savedReasons,
      onSaveReason: (text) => void saveReason(text),
      onDecide: canDecide ? (item, status) => void decide(item, status) : undefined,
      version,
    };
  }, [canEdit, canDecide, mark, edit, decide, version, savedReasons, saveReason]);
  // One entry object per saved line, so an unchanged line keeps its props and is not re-rendered.
  const savedEntries = useMemo(
    () => new Map(read.items.filter(isCertifiable).map((i) => [i.id, savedCertEntry(i)])),
    [read.items],
  );
  const entryOf = useCallback(
    (item: CertItem) => edits.get(item.id)?.entry ?? savedEntries.get(item.id) ?? null,
    [edits, savedEntries],
  );
  const reasonOf = useCallback(
    (item: CertItem) => edits.get(item.id)?.reason ?? item.cert_reason ?? '',
    [edits],
  );

  const save = () => {
    const byId = new Map(read.items.map((i) => [i.id, i]));
    return draft.save((own): TUpdateCert => ({
      updated_at: cert.updated_at,
      lines: [...edits].map(([id, e]) => certLine(byId.get(id)!, e)),
      ...own,
    }));
  };

  const raise = async () => {
    if (dirty) return void ui.alert('Error!', ['Save your changes first.']);
    draft.setSaving(true);
    const res = await api<CertRead>(certApi(props.ids, 'raise-to-position'), {
      method: 'POST',
      json: { updated_at: cert.updated_at },
    });
    draft.setSaving(false);
    if (!res.ok) return;
    setRead(res.data);
    ui.toast('Lines raised to what is already certified');
  };

  return (
    <>
      <CertLedgerNotice
        ledger={read.ledger}
        claimName={read.claim.payclaim_name}
        currency={props.currency}
        onRaise={canEdit ? () => void raise() : undefined}
        raising={saving}
      />
      <CertSummary read={{ ...read, scheduled_amount: totals.scheduled }} currency={props.currency} />
      <section className="card" aria-labelledby="cert-lines">
        <h2 id="cert-lines">Certify by item</h2>
        <p className="hint">
          Each line starts at what was claimed. Enter what you certify to date as a percentage, a quantity or
          a value, and give the reason for every difference from the claim: a payment schedule must say why it
          pays less than claimed.
        </p>
        <DifferenceLegend />
        <ClaimSchedule
          contractId={props.ids.contractId}
          items={read.items}
          totals={read.totals}
          renderSection={(section) => (
            <CertScheduleTable
              {...section}
              currency={props.currency}
              figures={figures}
              editing={editing}
              entryOf={entryOf}
              reasonOf={reasonOf}
            />
          )}
        />
      </section>
      <CertAddedItems
        ids={props.ids}
        certId={cert.cert_id}
        items={read.items}
        canChange={canEdit}
        dirty={dirty}
        currency={props.currency}
        onRead={setRead}
      />
      <section className="card" aria-labelledby="cert-settings">
        <h2 id="cert-settings">Retention, previous and notes</h2>
        <ClaimSettingsFields
          key={version}
          term="certificate"
          settings={settings}
          onSettings={(change) => setSettings((s) => ({ ...s, ...change }))}
          onFieldError={mark}
          notes={notes}
          onNotes={setNotes}
          retention={read.claim.has_retention || cert.has_retention}
          cis={cert.cis_status !== 'not_applicable'}
        />
      </section>
      <section className="card" aria-labelledby="cert-totals">
        <h2 id="cert-totals">Totals</h2>
        <ClaimTotalsPanel
          term="certificate"
          totals={totals.json}
          hasRetention={settings.hasRetention}
          currency={props.currency}
          taxName={props.taxName}
        />
      </section>
      <FilesCard
        url={certApi(props.ids, 'attachments')}
        term="certificate"
        attachments={read.attachments}
        onAttachments={(attachments) => setRead((r) => ({ ...r, attachments }))}
        canChange={read.actions.includes('attachments')}
        sizeLimit={read.file_upload_size_limit}
      />
      <div className={documentStyles.savebar} role="region" aria-label="Save the certificate">
        <span className={documentStyles.savebarStatus} aria-live="polite">
          {dirty ? 'Unsaved changes' : 'All changes saved'}
          {missing > 0 &&
            ` · ${missing} item${missing === 1 ? '' : 's'} need${missing === 1 ? 's' : ''} a reason`}
        </span>
        {canEdit && (
          <button type="button" className="button" disabled={saving} onClick={save}>
            {saving ? 'Saving…' : 'Save'}
          </button>
        )}
        <Link className="button secondary" href={reviewCertPage(props.ids)}>
          Review and send
        </Link>
      </div>
      {dialog}
    </>
  );
}

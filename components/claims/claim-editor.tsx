'use client';
// The claim editor (spec §2 /make-claim/…/{claimId}): every claimable line of the schedule with
// its figures, the claim's settings and notes, the totals — all recomputed on screen as entries
// are committed — and an explicit Save. Leaving with unsaved changes asks first.
import { FilesCard } from '../documents/document-cards';
import Link from 'next/link';
import { useCallback, useMemo, useState } from 'react';
import type { ProgressEntry } from '@/lib/domain/line-items';
import { ZUpdateClaim, type TUpdateClaim } from '@/lib/schemas/claims';
import { claimLiveTotals, savedEntry, settingsOf, totalsJsonOf } from '../documents/live-totals';
import { claimLine, isClaimable } from '../documents/line-entry';
import type { CommitResult } from '../documents/entry-cell';
import type { ClaimAttachment, ClaimItem, ClaimRead } from './claim-json';
import { type ClaimIds, draftReviewPage } from '@/lib/paths/page-paths';
import { claimApi } from '@/lib/paths/api-paths';
import { ClaimSchedule } from '../documents/schedule';
import {
  unpackItems,
  unpackLiveInputs,
  type PackedLiveInputs,
  type WithPackedItems,
} from '../documents/packed-items';
import { ClaimScheduleTable } from './claim-schedule-table';
import { ClaimSettingsFields, notesOf } from '../documents/settings-fields';
import { ClaimTotalsPanel } from '../documents/totals-panel';
import { useDraftEditor } from '../documents/use-draft-editor';
import documentStyles from '@/components/documents/documents.module.css';

export function ClaimEditor(props: {
  ids: ClaimIds;
  /** The read answer, its items packed (documents/packed-items.ts). */
  initial: WithPackedItems<ClaimRead>;
  inputs: PackedLiveInputs;
  currency: string;
  taxName: string;
  uploadLimit: number;
}) {
  const [initial] = useState(() => unpackItems(props.initial));
  const [inputs] = useState(() =>
    unpackLiveInputs(
      props.inputs,
      initial.items.map((i) => i.id),
    ),
  );
  const draft = useDraftEditor<ClaimRead, ProgressEntry>({
    initial,
    fieldsOf: (read) => ({ settings: settingsOf(read.claim), notes: notesOf(read.claim) }),
    url: claimApi(props.ids),
    schema: ZUpdateClaim,
    savedToast: 'Claim saved',
  });
  const { read, edits: entries, setEdits: setEntries, mark, settings, setSettings, notes, setNotes } = draft;
  const [attachments, setAttachments] = useState<ClaimAttachment[]>(props.initial.attachments);

  const saved = useMemo(() => new Map(read.items.map((i) => [i.id, savedEntry(i)])), [read.items]);
  const live = useMemo(
    () => claimLiveTotals({ read, entries, settings, inputs }),
    [read, entries, settings, inputs],
  );
  const totals = useMemo(() => totalsJsonOf(live), [live]);

  const figuresOf = useCallback(
    (item: ClaimItem) => {
      const v = live.schedule.values.get(item.id)!;
      return {
        total: v.total,
        previous: v.previous,
        thisPeriod: v.thisPeriod,
        toDate: v.toDate,
        remaining: v.remaining,
      };
    },
    [live],
  );
  const entryOf = useCallback(
    (item: ClaimItem) => (isClaimable(item) ? (entries.get(item.id) ?? saved.get(item.id)!) : null),
    [entries, saved],
  );
  const onCommit = useCallback(
    (result: CommitResult) => {
      mark(result.id, 'error' in result);
      if ('entry' in result) setEntries((map) => new Map(map).set(result.id, result.entry));
    },
    [mark, setEntries],
  );

  const save = () =>
    draft.save((own): TUpdateClaim => ({
      updated_at: read.claim.updated_at,
      lines: [...entries].map(([id, entry]) => claimLine(id, entry)),
      ...own,
    }));

  // After a save every entry cell starts again from the saved answer (the schedule itself stays,
  // with the lines it has measured and drawn).
  const version = read.claim.updated_at;
  return (
    <>
      <section className="card" aria-labelledby="claim-lines">
        <h2 id="claim-lines">Claim by item</h2>
        <p className="hint">
          Enter progress to date as a percentage, a quantity or a value; press Enter or move on to take it
          into the totals.
        </p>
        <ClaimSchedule
          contractId={props.ids.contractId}
          items={read.items}
          totals={totals}
          renderSection={(section) => (
            <ClaimScheduleTable
              {...section}
              currency={props.currency}
              figuresOf={figuresOf}
              entryOf={entryOf}
              onCommit={onCommit}
              version={version}
            />
          )}
        />
      </section>
      <section className="card" aria-labelledby="claim-settings">
        <h2 id="claim-settings">Retention, previous and notes</h2>
        <ClaimSettingsFields
          key={version}
          settings={settings}
          onSettings={(change) => setSettings((s) => ({ ...s, ...change }))}
          onFieldError={mark}
          notes={notes}
          onNotes={setNotes}
          retention={inputs.retention !== null}
          cis={read.claim.cis_status !== 'not_applicable'}
          paidToDate={
            read.contract.claim_less_paid_to_date || read.claim.less_previous_option === 'paid_to_date'
          }
        />
      </section>
      <section className="card" aria-labelledby="claim-totals">
        <h2 id="claim-totals">Totals</h2>
        <ClaimTotalsPanel
          totals={totals}
          hasRetention={settings.hasRetention && inputs.retention !== null}
          currency={props.currency}
          taxName={props.taxName}
        />
      </section>
      <FilesCard
        url={claimApi(props.ids, 'attachments')}
        attachments={attachments}
        onAttachments={setAttachments}
        canChange={read.actions.includes('attachments')}
        sizeLimit={props.uploadLimit}
      />
      <div className={documentStyles.savebar} role="region" aria-label="Save the claim">
        <span className={documentStyles.savebarStatus} aria-live="polite">
          {draft.dirty ? 'Unsaved changes' : 'All changes saved'}
        </span>
        <button type="button" className="button" disabled={draft.saving} onClick={save}>
          {draft.saving ? 'Saving…' : 'Save'}
        </button>
        <Link className="button secondary" href={draftReviewPage(props.ids)}>
          Review and send
        </Link>
      </div>
    </>
  );
}

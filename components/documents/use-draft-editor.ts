'use client';
// A draft claim's or certificate's editor state, the same for both: the read answer it started
// from, the lines edited since (E: what an edit of one line holds), the entries marked invalid,
// the settings and notes as edited, whether anything is unsaved (leaving then asks first), and
// Save: entries marked invalid and a body the API's schema refuses are reported rather than sent,
// and the saved answer becomes the editor's new starting point. The save asks for the items it
// changed only (?answer=changes) and lays them over the items it had, so a 2,000-line schedule
// takes in a few lines rather than the whole document.
import { useState } from 'react';
import type { ZodType } from 'zod';
import { useApi } from '@/components/ui/use-api';
import { useInvalidSet } from '@/components/ui/use-invalid-set';
import { useUi } from '@/components/ui/ui-provider';
import { useUnsavedGuard } from '@/components/ui/use-unsaved-guard';
import type { ClaimSettings } from './live-totals';
import { sameSettings, settingsBody, type ClaimNotes } from './settings-fields';

/** The saved items laid over the items read before: every other item stays the same object. */
export function withChangedItems<R extends { items: readonly { id: string }[] }>(read: R, saved: R): R {
  const changed = new Map(saved.items.map((item) => [item.id, item]));
  return { ...saved, items: read.items.map((item) => changed.get(item.id) ?? item) };
}

export function useDraftEditor<R extends { items: readonly { id: string }[] }, E>(doc: {
  initial: R;
  /** The document's own settings and notes in a read answer. */
  fieldsOf: (read: R) => { settings: ClaimSettings; notes: ClaimNotes };
  /** Where update_one_claim or update_one_cert is sent, the schema it checks, and the toast. */
  url: string;
  schema: ZodType;
  savedToast: string;
}) {
  const api = useApi();
  const ui = useUi();
  const [read, setRead] = useState(doc.initial);
  const [edits, setEdits] = useState<ReadonlyMap<string, E>>(new Map());
  const [invalid, mark] = useInvalidSet();
  const [settings, setSettings] = useState(() => doc.fieldsOf(doc.initial).settings);
  const [notes, setNotes] = useState(() => doc.fieldsOf(doc.initial).notes);
  const [saving, setSaving] = useState(false);
  const saved = doc.fieldsOf(read);
  const dirty =
    edits.size > 0 ||
    !sameSettings(settings, saved.settings) ||
    notes.internal !== saved.notes.internal ||
    notes.external !== saved.notes.external;
  useUnsavedGuard(dirty);

  /** Saves the body `build` makes of the settings and notes as the API takes them. */
  const save = async (build: (own: ReturnType<typeof settingsBody>) => object) => {
    if (invalid.size > 0) {
      return void ui.alert('Error!', ['Correct the entries marked in red before saving.']);
    }
    const body = build(settingsBody(settings, notes));
    const checked = doc.schema.safeParse(body);
    if (!checked.success)
      return void ui.alert(
        'Error!',
        checked.error.issues.map((i) => i.message),
      );
    setSaving(true);
    const res = await api<R>(`${doc.url}?answer=changes`, { method: 'PUT', json: body });
    setSaving(false);
    if (!res.ok) return;
    const fields = doc.fieldsOf(res.data);
    setRead((before) => withChangedItems(before, res.data));
    setEdits(new Map());
    setSettings(fields.settings);
    setNotes(fields.notes);
    ui.toast(doc.savedToast);
  };

  return {
    read,
    setRead,
    edits,
    setEdits,
    mark,
    settings,
    setSettings,
    notes,
    setNotes,
    dirty,
    saving,
    setSaving,
    save,
  };
}

'use client';
// Schedule a system notice or maintenance period (/admin/notices). The times are typed in the
// administrator's own time zone (the browser's) and sent as instants; the same schema the API
// parses checks them here first, so a mistake is shown beside its field without a round trip.
import { useRouter } from 'next/navigation';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { systemNoticesApi } from '@/lib/paths/api-paths';
import { ZCreateSystemNotice } from '@/lib/schemas/notices';

type Field = 'title' | 'body' | 'starts_at' | 'ends_at';

/** A datetime-local value ('2026-11-27T22:00') as an ISO instant in the browser's zone, or as typed. */
const instant = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

export function SystemNoticeForm() {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? '');
    const payload = {
      title: text('title'),
      body: text('body'),
      starts_at: instant(text('starts_at')),
      ends_at: instant(text('ends_at')),
      is_maintenance: data.get('is_maintenance') === 'on',
    };
    const parsed = ZCreateSystemNotice.safeParse(payload);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await api(systemNoticesApi(), { method: 'POST', json: payload });
    setBusy(false);
    if (!result.ok) return;
    form.reset();
    ui.toast('Notice scheduled.');
    router.refresh();
  }

  const field = (name: Field, label: string, input: ReactNode) => (
    <>
      <label htmlFor={`notice-${name}`}>{label}</label>
      {input}
      {errors[name] && (
        <p id={`notice-${name}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </>
  );
  const aria = (name: Field) => ({
    id: `notice-${name}`,
    name,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `notice-${name}-error` : undefined,
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="form">
      {field('title', 'Title', <input type="text" maxLength={120} {...aria('title')} />)}
      {field('body', 'Notice', <textarea rows={3} maxLength={2000} {...aria('body')} />)}
      {field('starts_at', 'Starts (your time)', <input type="datetime-local" {...aria('starts_at')} />)}
      {field('ends_at', 'Ends (your time)', <input type="datetime-local" {...aria('ends_at')} />)}
      <label className="checkbox">
        <input type="checkbox" name="is_maintenance" /> A maintenance period (shows the maintenance banner)
      </label>
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Scheduling…' : 'Schedule notice'}
      </button>
    </form>
  );
}

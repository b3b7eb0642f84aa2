'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { hourLabel, SUMMARY_HOURS, SUMMARY_WEEKDAYS, weekdayLabel } from '@/lib/domain/summary-schedule';
import type { TSummaryEmailTime } from '@/lib/schemas/account';

interface Props {
  accountId: string;
  timeZone: string;
  initial: TSummaryEmailTime;
  /** When each summary next goes out, already formatted in the account's time zone. */
  nextRuns: { daily: string | null; weekly: string | null };
}

const DEFAULT_HOUR = 8;

/** Daily and weekly summary times (spec §9): each can be off, or on at an hour (and weekday). */
export function SummaryTimesForm(props: Props) {
  const api = useApi();
  const ui = useUi();
  const router = useRouter();
  const [daily, setDaily] = useState({
    on: props.initial.daily !== null,
    hour: props.initial.daily?.hour ?? DEFAULT_HOUR,
  });
  const [weekly, setWeekly] = useState({
    on: props.initial.weekly !== null,
    hour: props.initial.weekly?.hour ?? DEFAULT_HOUR,
    weekday: props.initial.weekly?.weekday ?? 1,
  });
  const [saving, setSaving] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const body: TSummaryEmailTime = {
      daily: daily.on ? { hour: daily.hour } : null,
      weekly: weekly.on ? { hour: weekly.hour, weekday: weekly.weekday } : null,
    };
    setSaving(true);
    const saved = await api(`/api/account/${props.accountId}/summary_email_time`, {
      method: 'PUT',
      json: body,
    });
    setSaving(false);
    if (!saved.ok) return;
    ui.toast('Summary times saved.');
    router.refresh();
  };

  const hourSelect = (id: string, value: number, onChange: (hour: number) => void, disabled: boolean) => (
    <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))}>
      {SUMMARY_HOURS.map((hour) => (
        <option key={hour} value={hour}>
          {hourLabel(hour)}
        </option>
      ))}
    </select>
  );

  return (
    <form onSubmit={save} className="form">
      <p className="muted small">Times are in the account&apos;s time zone, {props.timeZone}.</p>
      <fieldset className="fieldset">
        <legend>Daily summary</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={daily.on}
            onChange={(e) => setDaily({ ...daily, on: e.target.checked })}
          />{' '}
          Send me a daily summary
        </label>
        <label htmlFor="daily-hour">Time</label>
        {hourSelect('daily-hour', daily.hour, (hour) => setDaily({ ...daily, hour }), !daily.on)}
        {props.nextRuns.daily && <p className="muted small">Next: {props.nextRuns.daily}</p>}
      </fieldset>
      <fieldset className="fieldset">
        <legend>Weekly summary</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={weekly.on}
            onChange={(e) => setWeekly({ ...weekly, on: e.target.checked })}
          />{' '}
          Send me a weekly summary
        </label>
        <label htmlFor="weekly-day">Day</label>
        <select
          id="weekly-day"
          value={weekly.weekday}
          disabled={!weekly.on}
          onChange={(e) => setWeekly({ ...weekly, weekday: Number(e.target.value) })}
        >
          {SUMMARY_WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {weekdayLabel(day)}
            </option>
          ))}
        </select>
        <label htmlFor="weekly-hour">Time</label>
        {hourSelect('weekly-hour', weekly.hour, (hour) => setWeekly({ ...weekly, hour }), !weekly.on)}
        {props.nextRuns.weekly && <p className="muted small">Next: {props.nextRuns.weekly}</p>}
      </fieldset>
      <div className="actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : 'Save summary times'}
        </button>
      </div>
    </form>
  );
}

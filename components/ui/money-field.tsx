'use client';
// A labelled amount typed as §5 allows (comma thousands, dot decimals, 2 places), parsed by
// lib/domain/numbers-input.ts and handed on in cents when the field is left or Enter is pressed.
import { useId, useState } from 'react';
import type { Cents } from '@/lib/domain/money';
import { toInputString } from '@/lib/domain/money-format';
import { parseMoney } from '@/lib/domain/numbers-input';
import styles from './money-field.module.css';

export function MoneyField(props: {
  label: string;
  hint?: string;
  initial: Cents | null;
  onCommit: (result: { ok: true; value: Cents } | { ok: false }) => void;
}) {
  const id = useId();
  const [text, setText] = useState(props.initial === null ? '' : toInputString(props.initial));
  const [error, setError] = useState<string | null>(null);
  const commit = () => {
    const parsed = parseMoney(text);
    setError(parsed.ok ? null : parsed.error);
    props.onCommit(parsed.ok ? { ok: true, value: parsed.value } : { ok: false });
  };
  const describedBy = [props.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.label}</label>
      {props.hint && (
        <p id={`${id}-hint`} className="hint">
          {props.hint}
        </p>
      )}
      <input
        id={id}
        inputMode="decimal"
        value={text}
        aria-invalid={error !== null}
        aria-describedby={describedBy || undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          commit();
        }}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

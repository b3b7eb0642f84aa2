'use client';
// The "this claim" cell of a claimable line (and the "certified" cell of a certificate line): how
// progress is entered (%, Qty or Value) and the figure to date. The totals follow as a valid figure
// is typed (in a transition, so typing never waits for them); Enter, Tab or leaving the cell takes
// it in as stored ("50" reads back "50.00") or marks it invalid. Enter, Tab and ↓ move on to the
// next line's cell, ↑ back to the previous line's, as in a spreadsheet (Shift+Tab keeps its
// usual meaning, so the line's own controls stay reachable from the keyboard); on a certificate,
// Tab goes first to the line's reason box when there is one.
import { startTransition, useId, useState, type KeyboardEvent } from 'react';
import type { ProgressEntry } from '@/lib/domain/line-items';
import type { Cents } from '@/lib/domain/money';
import {
  convertEntry,
  entryText,
  OPTION_LABELS,
  optionsFor,
  parseEntry,
  type ProgressOption,
  type EntryItem,
} from './line-entry';
import { itemName, type DescribedItem } from './item-cells';
import styles from './documents.module.css';

const INPUT_LABELS: Record<ProgressOption, string> = { percent: 'Percent', qty: 'Quantity', value: 'Value' };

export type CommitResult = { id: string; entry: ProgressEntry } | { id: string; error: string };

/**
 * Focuses the entry cell `step` lines away, if there is one. The schedule draws the lines either
 * side of those on screen (VirtualLines' overscan), and focusing a cell scrolls it into view.
 */
export function focusCell(from: HTMLInputElement, step: 1 | -1): boolean {
  const next = cellAfter(from, step);
  if (!next) return false;
  next.focus();
  next.select();
  return true;
}

function cellAfter(from: HTMLInputElement, step: 1 | -1): HTMLInputElement | undefined {
  const cells = [...document.querySelectorAll<HTMLInputElement>('input[data-claim-cell]')];
  return cells[cells.indexOf(from) + step];
}

/**
 * Tab from a certificate's cell: to the line's reason box when the figure now needs one (CCA
 * s21(3)), else to the next line's cell. The box appears once React has taken the figure in, so
 * where to go is decided on the next frame.
 */
function tabFromCertCell(from: HTMLInputElement) {
  requestAnimationFrame(() => {
    const reason = from.closest('tbody')?.querySelector('textarea');
    if (reason) reason.focus();
    else focusCell(from, 1);
  });
}

const MOVES: Record<string, 1 | -1> = { Enter: 1, Tab: 1, ArrowDown: 1, ArrowUp: -1 };

export function ClaimEntryCell(props: {
  item: EntryItem & Pick<DescribedItem, 'id' | 'label' | 'description'>;
  /** 'Claim' or 'Certify': how the cell's controls are named for screen readers. */
  verb?: 'Claim' | 'Certify';
  entry: ProgressEntry;
  toDate: Cents;
  onCommit: (result: CommitResult) => void;
}) {
  const { item } = props;
  const id = useId();
  const [option, setOption] = useState<ProgressOption>(props.entry.by);
  const [text, setText] = useState(() => entryText(props.entry));
  // What was last taken into the claim: tabbing through a cell unchanged changes nothing.
  const [committed, setCommitted] = useState(text);
  const [error, setError] = useState<string | null>(null);
  const name = itemName(item);

  const commit = (value: string, as: ProgressOption) => {
    if (value === committed && error === null) return true;
    const parsed = parseEntry(item, as, value);
    if (!parsed.ok) {
      setError(parsed.error);
      props.onCommit({ id: item.id, error: parsed.error });
      return false;
    }
    // Shown again as stored: "50" reads back as "50.00", "2000" as "2,000.00".
    const shown = entryText(parsed.value);
    setError(null);
    setText(shown);
    setCommitted(shown);
    props.onCommit({ id: item.id, entry: parsed.value });
    return true;
  };

  const changeOption = (next: ProgressOption) => {
    // Keep what is claimed to date, expressed the new way.
    const converted = convertEntry(item, props.toDate, next);
    setOption(next);
    setText(entryText(converted));
    setCommitted(entryText(converted));
    setError(null);
    props.onCommit({ id: item.id, entry: converted });
  };

  /** What is typed, taken into the totals as soon as it reads as a valid figure. */
  const type = (value: string) => {
    setText(value);
    const parsed = parseEntry(item, option, value);
    if (parsed.ok) startTransition(() => props.onCommit({ id: item.id, entry: parsed.value }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = MOVES[event.key];
    if (step === undefined || (event.key === 'Tab' && event.shiftKey)) return;
    // Enter commits this cell (the whole claim is saved with Save) and stays on it if invalid; Tab
    // from an invalid or the last cell goes where it would anyway, and leaving marks it.
    if (event.key === 'Enter') event.preventDefault();
    const from = event.currentTarget;
    if (!commit(text, option)) return;
    if (event.key === 'Tab' && props.verb === 'Certify') {
      if (!cellAfter(from, 1)) return;
      event.preventDefault();
      return tabFromCertCell(from);
    }
    if (focusCell(from, step)) event.preventDefault();
  };

  const options = optionsFor(item);
  return (
    <div className={styles.entry}>
      {options.length > 1 ? (
        <select
          aria-label={`${props.verb ?? 'Claim'} ${name} by`}
          value={option}
          onChange={(e) => changeOption(e.target.value as ProgressOption)}
        >
          {options.map((o) => (
            <option key={o} value={o}>
              {OPTION_LABELS[o]}
            </option>
          ))}
        </select>
      ) : (
        <span className={styles.entryUnit}>{OPTION_LABELS[option]}</span>
      )}
      <input
        data-claim-cell=""
        inputMode="decimal"
        aria-label={`${INPUT_LABELS[option]} ${props.verb === 'Certify' ? 'certified' : 'claimed'} to date for ${name}`}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        value={text}
        onChange={(e) => type(e.target.value)}
        onBlur={() => commit(text, option)}
        onKeyDown={onKeyDown}
      />
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

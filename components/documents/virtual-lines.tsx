'use client';
// The lines of a schedule table that may hold thousands of them (issue 33): only the lines on
// screen, and OVERSCAN either side, are in the page. Each line is a <tbody> of its own, so a line
// drawn as two rows (a certificate line with its reason) is measured as one; a spacer row above
// and below keeps the table as tall as all its lines, so the page scrolls as if every line were
// there and the browser lays out, paints and composites a few dozen rows rather than thousands.
// The page itself is the scroller (no box of its own), so the schedule reads as before.
//
// A schedule of up to ALL_LINES_UP_TO visible lines is drawn whole: nothing is gained below that,
// and the browser's find-in-page and printing see every line. The server draws the first screen
// (INITIAL_VIEW), so the editor shows its first lines before the script has loaded.
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';

export const ALL_LINES_UP_TO = 150;

/**
 * The schedule tables' column widths (the description takes the rest): a table of fixed layout
 * keeps its columns where they are whichever lines are drawn, and lays out in one pass.
 */
export const SCHEDULE_WIDTHS = { ref: '6.5rem', money: '7.5rem', entry: '14.5rem' } as const;
/** A one-row line's height in pixels before it is measured (a row with an entry cell). */
const LINE_ESTIMATE = 45;
const OVERSCAN = 15;
/** What the server and the first client render take the window to be. */
const INITIAL_VIEW = { width: 1366, height: 900 };

/** A line to go to: `id` is its key; a new object for each request, even for the same line. */
export interface LineTarget {
  id: string;
}

/**
 * Focuses line `index`'s entry cell or Edit button (or the line itself) once it is drawn: the
 * scroll that brings it on screen draws it a frame or two later.
 */
function focusLineWhenDrawn(index: number, table: HTMLTableElement | null, frames = 30) {
  const line = table?.querySelector<HTMLElement>(`tbody[data-index="${index}"]`);
  if (!line) {
    if (frames > 0) requestAnimationFrame(() => focusLineWhenDrawn(index, table, frames - 1));
    return;
  }
  // A document's entry cell, or the control a line names as where it is worked on (the schedule
  // of values' Edit button).
  const cell = line.querySelector<HTMLElement>('input[data-claim-cell], [data-line-focus]:not(:disabled)');
  if (cell) {
    cell.focus({ preventScroll: true });
    if (cell instanceof HTMLInputElement) cell.select(); // typing replaces the figure, as in a spreadsheet
  } else {
    line.tabIndex = -1;
    line.focus({ preventScroll: true });
  }
}

const everyLine = (range: Range) => Array.from({ length: range.count }, (_, i) => i);

/** Where the lines start on the page: the top of the (empty) <tbody> above them, kept up to date. */
function useListTop() {
  const [anchor, setAnchor] = useState<HTMLTableSectionElement | null>(null);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (!anchor) return;
    const measure = () => setTop(Math.round(anchor.getBoundingClientRect().top + window.scrollY));
    measure();
    // Anything above the table growing or shrinking (a section collapsed, a notice shown) moves it.
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [anchor]);
  return { anchor, setAnchor, top };
}

function Spacer(props: { height: number; columns: number }) {
  return (
    <tbody aria-hidden="true">
      <tr>
        <td colSpan={props.columns} style={{ height: props.height, padding: 0, border: 0 }} />
      </tr>
    </tbody>
  );
}

export function VirtualLines<T>(props: {
  lines: readonly T[];
  keyOf: (line: T) => string;
  /** The table's column count, for the spacer rows. */
  columns: number;
  /** A line's row or rows (no <tbody>: each line gets its own). */
  render: (line: T) => ReactNode;
  /** A line to bring on screen and focus ("Go to line"): a new object each time it is asked. */
  target?: LineTarget | null;
  /** The key of a line that stays drawn wherever the page is scrolled (one open in an editor). */
  keep?: string | null;
}) {
  const { lines, keyOf, target, keep } = props;
  const { anchor, setAnchor, top } = useListTop();
  // The line being typed in stays in the page when the user scrolls away from it, so that its
  // input keeps the focus and what is being typed.
  const [focused, setFocused] = useState<number | null>(null);
  const virtualizer = useWindowVirtualizer({
    count: lines.length,
    estimateSize: () => LINE_ESTIMATE,
    overscan: OVERSCAN,
    scrollMargin: top,
    initialRect: INITIAL_VIEW,
    getItemKey: (i) => keyOf(lines[i]!),
    rangeExtractor: (range) => {
      if (range.count <= ALL_LINES_UP_TO) return everyLine(range);
      const indexes = defaultRangeExtractor(range);
      const kept = keep ? lines.findIndex((line) => keyOf(line) === keep) : -1;
      const extra = [focused ?? -1, kept].filter((i) => i >= 0 && i < range.count && !indexes.includes(i));
      return extra.length === 0 ? indexes : [...new Set([...indexes, ...extra])].sort((a, b) => a - b);
    },
  });
  useEffect(() => {
    const index = target ? lines.findIndex((line) => keyOf(line) === target.id) : -1;
    if (index < 0) return;
    virtualizer.scrollToIndex(index, { align: 'center' });
    focusLineWhenDrawn(index, anchor?.closest('table') ?? null);
    // Only a new target moves the page: not the lines changing under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  // Each line where it would be were all drawn: a spacer fills each gap before it and the end.
  /* eslint-disable react-hooks/refs -- the virtualizer is read while rendering, as TanStack
     Virtual is built to be: it re-renders this component whenever what it answers changes. */
  const shown = virtualizer.getVirtualItems();
  const bottom = top + virtualizer.getTotalSize();
  const measure = virtualizer.measureElement;
  const parts: ReactNode[] = [];
  let end = top;
  for (const v of shown) {
    if (v.start > end)
      parts.push(<Spacer key={`gap-${v.index}`} height={v.start - end} columns={props.columns} />);
    parts.push(
      <tbody key={v.key} data-index={v.index} ref={measure} onFocus={() => setFocused(v.index)}>
        {props.render(lines[v.index]!)}
      </tbody>,
    );
    end = v.end;
  }
  const rest = bottom - end;
  /* eslint-enable react-hooks/refs */
  return (
    <>
      <tbody ref={setAnchor} aria-hidden="true">
        <tr>
          <td colSpan={props.columns} style={{ height: 0, padding: 0, border: 0 }} />
        </tr>
      </tbody>
      {parts}
      {rest > 0 && <Spacer height={rest} columns={props.columns} />}
    </>
  );
}

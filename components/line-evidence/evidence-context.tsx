'use client';
// Line-item evidence on a claim's or certificate's screens (lib/domain/line-evidence.ts): the page
// loads every line's comments and files once and wraps its schedule in this provider; each row
// shows an Evidence button with the line's count, which opens the dialog for that line. Without a
// provider (a schedule shown elsewhere) the button is not drawn.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { itemName } from '@/components/documents/item-cells';
import { EvidenceDialog, type EvidenceLine } from './evidence-dialog';
import { NO_EVIDENCE, type EvidenceSource, type LineEvidenceJson } from './evidence-json';
import styles from './line-evidence.module.css';

interface EvidenceContextValue {
  countOf(itemId: string): number;
  /** Some source lets the caller add evidence: every line offers the button. */
  canAdd: boolean;
  open(line: EvidenceLine): void;
}

const EvidenceContext = createContext<EvidenceContextValue | null>(null);

type Lines = Record<string, Record<string, LineEvidenceJson>>;

export function LineEvidenceProvider(props: {
  sources: EvidenceSource[];
  timeZone: string;
  /** The upload size limit (spec §5), checked before a file is sent. */
  sizeLimit: number;
  children: ReactNode;
}) {
  const { sources } = props;
  const [lines, setLines] = useState<Lines>(() =>
    Object.fromEntries(sources.map((s) => [s.key, s.evidence.lines])),
  );
  const [openLine, setOpenLine] = useState<EvidenceLine | null>(null);
  const countOf = useCallback(
    (itemId: string) =>
      Object.values(lines).reduce((n, byLine) => {
        const line = byLine[itemId];
        return n + (line ? line.comments.length + line.files.length : 0);
      }, 0),
    [lines],
  );
  const value = useMemo<EvidenceContextValue>(
    () => ({ countOf, canAdd: sources.some((s) => s.evidence.can_add), open: setOpenLine }),
    [countOf, sources],
  );
  const change = useCallback(
    (sourceKey: string, itemId: string, update: (line: LineEvidenceJson) => LineEvidenceJson) =>
      setLines((all) => {
        const byLine = all[sourceKey] ?? {};
        return { ...all, [sourceKey]: { ...byLine, [itemId]: update(byLine[itemId] ?? NO_EVIDENCE) } };
      }),
    [],
  );
  return (
    <EvidenceContext.Provider value={value}>
      {props.children}
      {openLine && (
        <EvidenceDialog
          line={openLine}
          sources={sources.map((s) => ({ source: s, evidence: lines[s.key]?.[openLine.id] ?? NO_EVIDENCE }))}
          timeZone={props.timeZone}
          sizeLimit={props.sizeLimit}
          onChange={(key, update) => change(key, openLine.id, update)}
          onClose={() => setOpenLine(null)}
        />
      )}
    </EvidenceContext.Provider>
  );
}

/** The row's Evidence button: the line's comment and file count, opening its dialog. */
export function EvidenceButton({ item }: { item: EvidenceLine }) {
  const context = useContext(EvidenceContext);
  if (!context) return null;
  const count = context.countOf(item.id);
  // On the other party's view there is nothing to open where nothing was shared.
  if (count === 0 && !context.canAdd) return null;
  return (
    <button
      type="button"
      className={`link-button ${styles.button}`}
      onClick={() => context.open({ id: item.id, label: item.label, description: item.description })}
    >
      Evidence<span className="visually-hidden"> for {itemName(item)}</span>
      {count > 0 ? ` (${count})` : ''}
    </button>
  );
}

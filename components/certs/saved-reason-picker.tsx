'use client';
// Under a line's reason box: put in one of the account's saved reasons, or keep the one typed for
// reuse (lib/domain/saved-reasons.ts). Both are plain controls a keyboard reaches in order.
import { foldReason, insertReason } from '@/lib/domain/saved-reasons';
import type { SavedReasonView } from '@/lib/schemas/saved-reasons';
import styles from './cert.module.css';

/** A long reason is shown shortened in the list; the box gets it whole. */
const shortened = (text: string) => (text.length > 90 ? `${text.slice(0, 89)}…` : text);

export function SavedReasonPicker(props: {
  /** The line's name, for the controls' labels. */
  name: string;
  reason: string;
  saved: readonly SavedReasonView[];
  onReason: (reason: string) => void;
  onSave: (text: string) => void;
}) {
  const typed = props.reason.trim();
  const isSaved = typed !== '' && props.saved.some((r) => foldReason(r.text) === foldReason(typed));
  return (
    <span className={styles.savedReasons}>
      {props.saved.length > 0 && (
        <select
          aria-label={`Insert a saved reason into line ${props.name}`}
          value=""
          onChange={(e) => {
            const chosen = props.saved.find((r) => r.id === e.target.value);
            if (chosen) props.onReason(insertReason(props.reason, chosen.text));
          }}
        >
          <option value="">Insert a saved reason…</option>
          {props.saved.map((r) => (
            <option key={r.id} value={r.id} title={r.text}>
              {shortened(r.text)}
            </option>
          ))}
        </select>
      )}
      {typed !== '' && !isSaved && (
        <button
          type="button"
          className="link-button"
          aria-label={`Save this reason on line ${props.name} for reuse`}
          onClick={() => props.onSave(typed)}
        >
          Save for reuse
        </button>
      )}
    </span>
  );
}

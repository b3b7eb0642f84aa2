'use client';
// The files to attach to the issue emails: the claim's (or certificate's) own and the contract's
// documents of this account. Their total is compared with the installation's email limit (§5 file_upload_size_limit);
// over it, the choice is flagged and the claim cannot be issued with it.
import type { DocumentAttachment } from './document-json';
import { formatSize } from '../ui/use-fetch-ui';
import styles from './documents.module.css';

export interface EmailFile {
  file_id: string;
  file_name: string;
  size: number;
  source: 'Claim' | 'Certificate' | 'Contract';
}

export const documentFiles = (
  list: readonly DocumentAttachment[],
  source: 'Claim' | 'Certificate',
): EmailFile[] => list.map((a) => ({ file_id: a.file_id, file_name: a.file_name, size: a.size, source }));

/** Bytes of the chosen files. */
export function chosenSize(files: readonly EmailFile[], chosen: ReadonlySet<string>): number {
  return files.filter((f) => chosen.has(f.file_id)).reduce((sum, f) => sum + f.size, 0);
}

export function IssueAttachmentsField(props: {
  files: EmailFile[];
  chosen: ReadonlySet<string>;
  onChosen: (chosen: Set<string>) => void;
  limit: number;
  /** 'claim' or 'certificate': the PDF that always goes. */
  noun?: string;
}) {
  const noun = props.noun ?? 'claim';
  const total = chosenSize(props.files, props.chosen);
  const exceeded = total > props.limit;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(props.chosen);
    if (on) next.add(id);
    else next.delete(id);
    props.onChosen(next);
  };
  return (
    <fieldset className="fieldset">
      <legend>Attach files to the email</legend>
      {props.files.length === 0 ? (
        <p className="muted">No files to attach. The {noun} PDF is always attached.</p>
      ) : (
        <>
          <p className="hint">
            The {noun} PDF is always attached. Up to {formatSize(props.limit)} of other files.
          </p>
          <ul className={styles.choices}>
            {props.files.map((f) => (
              <li key={f.file_id}>
                <label className={styles.inlineCheck}>
                  <input
                    type="checkbox"
                    checked={props.chosen.has(f.file_id)}
                    onChange={(e) => toggle(f.file_id, e.target.checked)}
                  />{' '}
                  {f.file_name}{' '}
                  <span className="muted small">
                    ({f.source}, {formatSize(f.size)})
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <p className={exceeded ? 'form-error' : 'muted small'} role={exceeded ? 'alert' : undefined}>
            {exceeded
              ? `The attachments come to ${formatSize(total)}, over the email limit of ${formatSize(props.limit)}. Share the larger files instead.`
              : `Attachments: ${formatSize(total)}`}
          </p>
        </>
      )}
    </fieldset>
  );
}

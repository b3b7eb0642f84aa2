'use client';
// The evidence behind one line (lib/domain/line-evidence.ts): per source — the caller's own, then
// what the other party shared — its comments and files. The caller's own can be added to, edited,
// shared or deleted as the server's `actions` allow; the other party's are read only. Changes are
// saved as they are made, apart from the document's Save.
import { Modal } from '@/components/ui/modal';
import { itemName } from '@/components/documents/item-cells';
import { EvidenceComments } from './evidence-comments';
import { EvidenceFiles } from './evidence-files';
import type { EvidenceSource, LineEvidenceJson } from './evidence-json';
import styles from './line-evidence.module.css';

export interface EvidenceLine {
  id: string;
  label: string | null;
  description: string;
}

export type ChangeLine = (sourceKey: string, update: (line: LineEvidenceJson) => LineEvidenceJson) => void;

export function EvidenceDialog(props: {
  line: EvidenceLine;
  sources: { source: EvidenceSource; evidence: LineEvidenceJson }[];
  timeZone: string;
  sizeLimit: number;
  onChange: ChangeLine;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      className={styles.dialog}
      title={`Evidence: ${itemName(props.line)}`}
      onClose={props.onClose}
      actions={
        <button type="button" className="button secondary" onClick={props.onClose}>
          Close
        </button>
      }
    >
      {props.sources.map(({ source, evidence }) => {
        const headingId = `evidence-${source.key}`;
        const url = `${source.base}/${props.line.id}`;
        const update = (change: (line: LineEvidenceJson) => LineEvidenceJson) =>
          props.onChange(source.key, change);
        return (
          <section key={source.key} className={styles.source} aria-labelledby={headingId}>
            <h3 id={headingId}>{source.title}</h3>
            {source.evidence.own && (
              <p className="hint">
                Internal comments and files stay in your account; shared ones {source.otherParty} sees with
                the {source.term}. Once the {source.term} is served, what was shared stays as it is.
              </p>
            )}
            <EvidenceComments
              url={`${url}/comments`}
              source={source}
              comments={evidence.comments}
              timeZone={props.timeZone}
              onChange={(change) => update((line) => ({ ...line, comments: change(line.comments) }))}
            />
            <EvidenceFiles
              url={`${url}/files`}
              source={source}
              files={evidence.files}
              timeZone={props.timeZone}
              sizeLimit={props.sizeLimit}
              onChange={(change) => update((line) => ({ ...line, files: change(line.files) }))}
            />
          </section>
        );
      })}
    </Modal>
  );
}

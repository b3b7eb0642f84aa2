'use client';
// The files the other party shared with a claim or certificate, each downloadable.
import { downloadBlob } from '@/components/ui/file-transfer';
import type { DocumentAttachment } from './document-json';
import { formatSize, useFetchUi } from '../ui/use-fetch-ui';
import styles from './documents.module.css';

export function SharedFiles(props: {
  files: readonly DocumentAttachment[];
  /** The document's attachments endpoint; a file downloads from `${url}/${file_id}`. */
  url: string;
  /** 'claim' or 'certificate'. */
  term: string;
}) {
  const fetchUi = useFetchUi();
  return (
    <section className="card" aria-labelledby="shared-files">
      <h2 id="shared-files">Shared files</h2>
      {props.files.length === 0 ? (
        <p className="empty">No files were shared with this {props.term}.</p>
      ) : (
        <ul className={styles.files}>
          {props.files.map((file) => (
            <li key={file.file_id}>
              <button
                type="button"
                className="link-button"
                onClick={() => downloadBlob(`${props.url}/${file.file_id}`, file.file_name, fetchUi)}
              >
                {file.file_name}
              </button>
              <span className="muted small">{formatSize(file.size)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

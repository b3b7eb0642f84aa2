'use client';
// A line's files from one source (photos, delivery dockets, measurement sheets): download each;
// the caller's own shared, unshared or deleted as the server's `actions` allow, and more uploaded
// through the one upload form (components/documents/file-uploads.tsx).
import { downloadBlob } from '@/components/ui/file-transfer';
import { FileUploads } from '@/components/documents/file-uploads';
import { useApi } from '@/components/ui/use-api';
import { useUi } from '@/components/ui/ui-provider';
import { formatSize, useFetchUi } from '@/components/ui/use-fetch-ui';
import { dateTimeText } from '@/lib/domain/zoned-dates';
import type { EvidenceSource, LineFile } from './evidence-json';
import styles from './line-evidence.module.css';

export function EvidenceFiles(props: {
  url: string;
  source: EvidenceSource;
  files: LineFile[];
  timeZone: string;
  sizeLimit: number;
  /** Applies a change to the line's files as they are when it lands (uploads may overlap). */
  onChange: (change: (files: LineFile[]) => LineFile[]) => void;
}) {
  const api = useApi();
  const ui = useUi();
  const fetchUi = useFetchUi();
  const { files, source } = props;

  const share = async (file: LineFile, isShared: boolean) => {
    const res = await api<LineFile>(`${props.url}/${file.file_id}`, {
      method: 'PATCH',
      json: { is_shared: isShared },
    });
    if (res.ok) props.onChange((list) => list.map((f) => (f.file_id === file.file_id ? res.data : f)));
  };
  const remove = async (file: LineFile) => {
    if (!(await ui.confirmDelete('file'))) return;
    const res = await api(`${props.url}/${file.file_id}`, { method: 'DELETE' });
    if (res.ok) props.onChange((list) => list.filter((f) => f.file_id !== file.file_id));
  };

  return (
    <>
      <h4>Files</h4>
      {files.length === 0 ? (
        <p className="empty">No files.</p>
      ) : (
        <ul className={styles.list}>
          {files.map((file) => {
            const may = (action: string) => (file.actions as string[]).includes(action);
            return (
              <li key={file.file_id}>
                <button
                  type="button"
                  className={`link-button ${styles.fileName}`}
                  onClick={() => downloadBlob(`${props.url}/${file.file_id}`, file.file_name, fetchUi)}
                >
                  {file.file_name}
                </button>
                <div className={styles.meta}>
                  <span>
                    {formatSize(file.size)}, {file.uploaded_by},{' '}
                    {dateTimeText(file.created_date, props.timeZone)}
                  </span>
                  {may('share') || may('unshare') ? (
                    <label>
                      <input
                        type="checkbox"
                        checked={file.is_shared}
                        onChange={(e) => void share(file, e.target.checked)}
                      />{' '}
                      Shared with {source.otherParty}
                      <span className="visually-hidden">: {file.file_name}</span>
                    </label>
                  ) : (
                    source.evidence.own && (
                      <span className={file.is_shared ? styles.shared : undefined}>
                        {file.is_shared ? `Shared with ${source.otherParty}` : 'Internal'}
                      </span>
                    )
                  )}
                  {file.added_after_service && (
                    <span className={styles.late}>Added after the {source.term} was served</span>
                  )}
                  {may('delete') && (
                    <button type="button" className="link-button" onClick={() => void remove(file)}>
                      Delete <span className="visually-hidden">{file.file_name}</span>
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <FileUploads<LineFile>
        url={props.url}
        sizeLimit={props.sizeLimit}
        label="Add a file to this line"
        submitClassName="button secondary"
        whenDone="remove"
        onUploaded={(created) => props.onChange((list) => [...list, created])}
        canUpload={source.evidence.can_add}
      />
    </>
  );
}

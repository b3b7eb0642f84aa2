'use client';
// The contract's exports (spec §7 "Exports as blob"): its history, its line-item history and the
// files the parties shared, each downloaded as a blob so a refusal reads as the §8 alert.
import { useState } from 'react';
import { downloadBlob } from '@/components/ui/file-transfer';
import { useFetchUi } from '@/components/ui/use-fetch-ui';
import { fileSlug } from '@/lib/domain/file-names';
import { contractApi } from '@/lib/paths/api-paths';
import type { ContractIds } from '@/lib/paths/page-paths';
import styles from './contracts.module.css';

const EXPORTS = [
  {
    key: 'history',
    label: 'Contract history (CSV)',
    path: 'history/export',
    file: 'contract-history',
    ext: 'csv',
  },
  {
    key: 'line-items',
    label: 'Line-item history (CSV)',
    path: 'lineitem/history/export',
    file: 'line-item-history',
    ext: 'csv',
  },
  {
    key: 'shared',
    label: 'Shared files (ZIP)',
    path: 'shared_files/export',
    file: 'shared-files',
    ext: 'zip',
  },
] as const;

type ExportKey = (typeof EXPORTS)[number]['key'];

export function ContractExports(props: {
  ids: Omit<ContractIds, 'side'>;
  /** The contract's number, or its name: names the files, as the server does. */
  fileLabel: string;
  /** Only these (the history page offers its own); all by default. */
  only?: readonly ExportKey[];
}) {
  const fetchUi = useFetchUi();
  const [busy, setBusy] = useState<string | null>(null);
  const slug = fileSlug(props.fileLabel, 'contract');
  const download = async (item: (typeof EXPORTS)[number]) => {
    setBusy(item.key);
    await downloadBlob(contractApi(props.ids, item.path), `${item.file}-${slug}.${item.ext}`, fetchUi);
    setBusy(null);
  };
  const items = EXPORTS.filter((item) => !props.only || props.only.includes(item.key));
  return (
    <>
      {!props.only && (
        <p className="muted small">
          The histories are your account’s own record. The shared files are every file either party shared on
          this contract, with a list of who shared each.
        </p>
      )}
      <div className={styles.downloads}>
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            className="button secondary"
            disabled={busy !== null}
            onClick={() => void download(item)}
          >
            {busy === item.key ? 'Preparing…' : item.label}
          </button>
        ))}
      </div>
    </>
  );
}

'use client';
// The Files and History cards of a claim's or certificate's screens.
import type { ComponentProps } from 'react';
import { DocumentFiles } from './document-files';
import { ClaimHistory } from '../claims/claim-history';

export function FilesCard(props: ComponentProps<typeof DocumentFiles>) {
  return (
    <section className="card" aria-labelledby="doc-files">
      <h2 id="doc-files">Files</h2>
      <DocumentFiles {...props} />
    </section>
  );
}

/** `version`: the document's updated_at — the history reloads when it changes. */
export function HistoryCard(props: { url: string; timeZone: string; version: string }) {
  return (
    <section className="card" aria-labelledby="doc-history">
      <h2 id="doc-history">History</h2>
      <ClaimHistory key={props.version} url={props.url} timeZone={props.timeZone} />
    </section>
  );
}

'use client';
// A contract document's upload: the shared upload form with the document's type (spec §7
// attachments file_type) and only the kinds of file the server takes offered first.
import { useId, useState } from 'react';
import { FileUploads } from '@/components/documents/file-uploads';
import { DOCUMENT_ACCEPT } from '@/lib/domain/document-type';
import { DOCUMENT_TYPES } from '@/lib/schemas/contracts';

type DocumentType = keyof typeof DOCUMENT_TYPES;

export function DocumentUploads(props: { api: string; sizeLimit: number; onUploaded: () => void }) {
  const ids = useId();
  const [fileType, setFileType] = useState<DocumentType>('contract');
  return (
    <FileUploads
      url={props.api}
      sizeLimit={props.sizeLimit}
      label="Upload a document"
      accept={DOCUMENT_ACCEPT}
      fields={
        <>
          <label htmlFor={`${ids}-type`}>Document type</label>
          <select
            id={`${ids}-type`}
            value={fileType}
            onChange={(e) => setFileType(e.target.value as DocumentType)}
          >
            {Object.entries(DOCUMENT_TYPES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </>
      }
      values={{ file_type: fileType }}
      submitClassName="button"
      whenDone="keep"
      onUploaded={props.onUploaded}
    />
  );
}

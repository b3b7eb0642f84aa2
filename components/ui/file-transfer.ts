'use client';
// File uploads with progress (XMLHttpRequest: fetch cannot report upload progress) and downloads
// as blobs, answering failures with the §8 error catalogue of lib/api/client-fetch.ts.
import {
  errorParagraphs,
  REQUEST_TIMEOUT_MS,
  STATUS_MESSAGES,
  TIMEOUT_MESSAGE,
  unauthorisedRedirect,
  type FetchUi,
} from '@/lib/api/client-fetch';

export interface TransferResult<T> {
  ok: boolean;
  status: number;
  data?: T;
}

/** Applies §8 to a failed transfer: 401 → login, 403 → access denied, others → an 'Error!' alert. */
export function reportFailure(status: number, body: unknown, ui: FetchUi): void {
  if (status === 0) return ui.alert('Error!', [TIMEOUT_MESSAGE]);
  if (status === 401) return ui.navigate(unauthorisedRedirect(window.location));
  if (status === 403) return ui.navigate('/access-denied');
  const fixed = STATUS_MESSAGES[status];
  const paragraphs = status === 404 || status >= 500 ? [] : errorParagraphs(body);
  ui.alert('Error!', paragraphs.length ? paragraphs : [fixed ?? 'An error occurred']);
}

/** POSTs a multipart form, reporting the share of the body sent so far (0–1). */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<TransferResult<T> & { body: unknown }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's HTML error page: the status alone decides the message.
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok) onProgress(1);
      resolve({ ok, status: xhr.status, body, data: ok ? (body as T) : undefined });
    };
    xhr.onerror = xhr.ontimeout = () => resolve({ ok: false, status: 0, body: null });
    xhr.send(form);
  });
}

/** Downloads a file and hands it to the browser as a save, under the name it was uploaded with. */
export async function downloadBlob(url: string, fileName: string, ui: FetchUi): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    return reportFailure(0, null, ui);
  }
  if (!response.ok) return reportFailure(response.status, await response.json().catch(() => null), ui);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 1_000);
}

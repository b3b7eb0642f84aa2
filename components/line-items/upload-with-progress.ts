'use client';
// A multipart upload with progress (fetch cannot report upload progress), answering like apiFetch:
// the §8 catalogue for 401/403/402/5xx, and the body of a 4xx so a caller can show a per-row report.
import {
  errorParagraphs,
  STATUS_MESSAGES,
  TIMEOUT_MESSAGE,
  REQUEST_TIMEOUT_MS,
  unauthorisedRedirect,
  type FetchUi,
} from '@/lib/api/client-fetch';

export interface UploadError {
  field?: string;
  message: string;
  code?: number;
}

export type UploadResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; errors: UploadError[] };

export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (percent: number) => void,
  ui: FetchUi,
): Promise<UploadResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    const failed = () => {
      ui.alert('Error!', [TIMEOUT_MESSAGE]);
      resolve({ ok: false, status: 0, errors: [] });
    };
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status decides below.
      }
      const status = xhr.status;
      if (status >= 200 && status < 300) return resolve({ ok: true, status, data: body as T });
      const errors = (body as { errors?: UploadError[] })?.errors ?? [];
      if (status === 401) ui.navigate(unauthorisedRedirect(window.location));
      else if (status === 403) ui.navigate('/access-denied');
      else if (status === 402)
        ui.subscription(errors[0]?.code ?? 4021, errors[0]?.message || 'An error occurred');
      else if (status !== 422) {
        const paragraphs = status === 404 || status >= 500 ? [] : errorParagraphs(body);
        ui.alert('Error!', paragraphs.length ? paragraphs : [STATUS_MESSAGES[status] ?? 'An error occurred']);
      }
      resolve({ ok: false, status, errors });
    };
    xhr.send(form);
  });
}

import 'server-only';
// A downloaded file as the HTTP answer: saved under its own name, never cached by shared caches.

export function fileResponse(file: { fileName: string; bytes: Buffer; contentType?: string }): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'content-type': file.contentType ?? 'application/octet-stream',
      'content-length': String(file.bytes.length),
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** A download written as it is sent (a zip of files): no length is known in advance. */
export function streamedFileResponse(file: {
  fileName: string;
  body: ReadableStream<Uint8Array>;
  contentType: string;
}): Response {
  return new Response(file.body, {
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

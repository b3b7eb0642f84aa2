import 'server-only';
// A CSV download written as it is sent (issue 33: exports stream): the header, then each batch of
// rows as the report reads it, so neither the file nor the rows behind it are ever whole in memory.
// The next batch is read only when the client has taken the last one (a pull stream), and a client
// that goes away stops the reading.
import { toCsv } from '@/lib/domain/csv-write';

type Row = readonly (string | number | null | undefined)[];

export function csvStreamResponse(file: {
  filename: string;
  header: Row;
  rows: AsyncIterable<readonly Row[]>;
}): Response {
  const encoder = new TextEncoder();
  const batches = file.rows[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // The byte-order mark tells spreadsheets the file is UTF-8, as csvResponse's does.
      controller.enqueue(encoder.encode(`\uFEFF${toCsv([file.header])}`));
    },
    async pull(controller) {
      const next = await batches.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(toCsv(next.value)));
    },
    async cancel() {
      await batches.return?.();
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'no-store',
    },
  });
}

// A schedule of values as an import file, three levels deep: `roots` sections, each with `groups`
// sub-sections of `leaves` rate items. Used by the import tests and by `npm run bench`.

export const SCHEDULE_HEADER = 'Ref,Parent Ref,Description,Qty,Unit,Rate,Total,Provisional,Exclude Retention';

/** The data rows (no header); leaves cost (k + 1) × 12.50 per m2 over (j + 1) × 10 m2. */
export function scheduleRows(roots: number, groups: number, leaves: number): string[] {
  const rows: string[] = [];
  for (let i = 1; i <= roots; i++) {
    rows.push(`${i},,Section ${i},,,,,,`);
    for (let j = 1; j <= groups; j++) {
      rows.push(`${i}.${j},${i},Group ${i}.${j},,,,,,`);
      for (let k = 1; k <= leaves; k++) {
        const rate = ((k + 1) * 12.5).toFixed(2);
        rows.push(`${i}.${j}.${k},${i}.${j},Item ${i}.${j}.${k},${(j + 1) * 10},m2,${rate},,no,no`);
      }
    }
  }
  return rows;
}

export const scheduleCsv = (rows: readonly string[]) => [SCHEDULE_HEADER, ...rows].join('\r\n');

/** A CSV upload as a browser sends it: multipart/form-data with the file, and its Content-Length. */
export async function csvUploadRequest(url: string, text: string, field = 'file'): Promise<Request> {
  const form = new FormData();
  form.set(field, new File([text], 'schedule.csv', { type: 'text/csv' }));
  const multipart = new Request(url, { method: 'POST', body: form });
  const body = await multipart.arrayBuffer();
  return new Request(url, {
    method: 'POST',
    body,
    headers: {
      'content-type': multipart.headers.get('content-type')!,
      'content-length': String(body.byteLength),
    },
  });
}

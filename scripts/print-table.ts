// A table of figures for the terminal, right-aligned: `npm run bench` and `npm run load` print theirs.
export function printTable(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join(' │ ');
  console.log(`\n${title}\n`);
  console.log(line(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('─┼─'));
  for (const row of rows) console.log(line(row));
}

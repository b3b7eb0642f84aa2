// The operations table of ARCHITECTURE.md as markdown, and read back: the spec's operation name
// (§7, where it names one) is kept from the existing table; everything else comes from the code.
import type { RouteOperation } from './operations-table';

export interface DocumentedOperation extends RouteOperation {
  /** The §7 operation name (read_one_claim), or '' where §7 names the call by its path only. */
  name: string;
}

const START = '<!-- operations:start -->';
const HEADER = '| method | URL | §7 name | route file | service |\n|---|---|---|---|---|\n';

function cell(text: string): string {
  return text ? `\`${text}\`` : '';
}

/** The section from its start marker up to (not including) the end marker. */
export function operationsSection(operations: RouteOperation[], named: DocumentedOperation[]): string {
  const names = new Map(named.map((o) => [`${o.method} ${o.url}`, o.name]));
  const rows = operations.map((o) =>
    [
      o.method,
      cell(o.url),
      cell(names.get(`${o.method} ${o.url}`) ?? ''),
      cell(o.file),
      cell(o.service),
    ].join(' | '),
  );
  return `${START}\n\n${HEADER}${rows.map((r) => `| ${r} |`).join('\n')}\n\n`;
}

export function parseOperationsSection(markdown: string): DocumentedOperation[] {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf('<!-- operations:end -->');
  if (start < 0 || end < start) return [];
  return markdown
    .slice(start, end)
    .split('\n')
    .filter((line) => /^\| (GET|POST|PUT|PATCH|DELETE) +\|/.test(line))
    .map((line) => {
      const [method, url, name, file, service] = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim().replace(/^`|`$/g, ''));
      return { method: method!, url: url!, name: name!, file: file!, service: service! };
    });
}

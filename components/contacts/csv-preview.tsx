import type { ContactsCsvPreview } from '@/lib/server/contacts/preview-contacts-csv';
import styles from './contacts.module.css';

/** Rows of a large file shown in the preview; all of them are imported. */
const SHOWN_ROWS = 100;

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-NZ')} ${n === 1 ? one : many}`;

/** What importing a checked CSV file would do: the rows with errors first, then the good rows. */
export function CsvPreview({ preview }: { preview: ContactsCsvPreview }) {
  const { counts, errors, rows } = preview;
  return (
    <div className={styles.preview}>
      <p role="status">
        {plural(counts.valid, 'contact', 'contacts')} ready to import
        {counts.new_companies > 0 &&
          `, adding ${plural(counts.new_companies, 'new company', 'new companies')}`}
        .{' '}
        {counts.invalid > 0
          ? `${plural(counts.invalid, 'row has errors and', 'rows have errors and')} will be left out.`
          : 'No errors found.'}
      </p>
      {errors.length > 0 && (
        <div
          className={`table-scroll ${styles.scroll}`}
          role="region"
          aria-label="Rows with errors"
          tabIndex={0}
        >
          <table className="table">
            <caption>Rows with errors</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Problems</th>
              </tr>
            </thead>
            <tbody>
              {errors.map((error) => (
                <tr key={error.line}>
                  <td className="num">{error.line}</td>
                  <td>
                    <ul>
                      {error.messages.map((message, i) => (
                        <li key={i}>{message}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.length > 0 && (
        <div
          className={`table-scroll ${styles.scroll}`}
          role="region"
          aria-label="Rows to import"
          tabIndex={0}
        >
          <table className="table">
            <caption>
              Rows to import{rows.length > SHOWN_ROWS && ` (the first ${SHOWN_ROWS} of ${rows.length})`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Company</th>
                <th scope="col">Contact</th>
                <th scope="col">Email</th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, SHOWN_ROWS).map((row) => (
                <tr key={row.line}>
                  <td className="num">{row.line}</td>
                  <td>
                    {row.entity_name}
                    {row.new_company && <span className="muted"> (new)</span>}
                  </td>
                  <td>{row.contact_name}</td>
                  <td>{row.contact_email ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

import { dateTimeText } from '@/lib/domain/zoned-dates';

/** History rows: when (in the account's time zone), who, what (spec §7 history). */
export function HistoryTable(props: {
  rows: { id: string; created_at: string; who: string; what: string }[];
  timeZone: string;
}) {
  if (props.rows.length === 0) return <p className="empty">Nothing has happened yet.</p>;
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">Contract history</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.id}>
              <td>{dateTimeText(row.created_at, props.timeZone)}</td>
              <td>{row.who}</td>
              <td>{row.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

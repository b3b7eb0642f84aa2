/** History rows: when (in the account's time zone), who, what (spec §7 history). */
export function HistoryTable(props: {
  rows: { id: string; created_at: string; who: string; what: string }[];
  timeZone: string;
}) {
  if (props.rows.length === 0) return <p className="empty">Nothing has happened yet.</p>;
  const when = new Intl.DateTimeFormat('en-NZ', {
    timeZone: props.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
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
              <td>{when.format(new Date(row.created_at))}</td>
              <td>{row.who}</td>
              <td>{row.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** System notices as every signed-in user reads them (/notice), with when each runs. */
export function SystemNoticeList({
  notices,
}: {
  notices: { id: string; title: string; body: string; when: string; isMaintenance: boolean }[];
}) {
  if (notices.length === 0) return <p className="empty">No system notices.</p>;
  return (
    <ul className="notice-list">
      {notices.map((n) => (
        <li key={n.id}>
          <div className="notice-text">
            <strong>
              {n.isMaintenance && 'Maintenance: '}
              {n.title}
            </strong>
            <p>{n.body}</p>
            <span className="muted small">{n.when}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

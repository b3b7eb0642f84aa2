// A claim's or certificate's notes, read only: the external ones (printed on the document) and,
// on the author's side only, the internal ones. Nothing shows when there are none.
import styles from './documents.module.css';

export function NotesCard(props: { external: string | null; internal?: string | null }) {
  if (!props.external && !props.internal) return null;
  return (
    <section className="card" aria-labelledby="doc-notes">
      <h2 id="doc-notes">Notes</h2>
      {props.external && (
        <>
          <h3 className={styles.subheading}>External notes</h3>
          <p className={styles.notes}>{props.external}</p>
        </>
      )}
      {props.internal && (
        <>
          <h3 className={styles.subheading}>Internal notes</h3>
          <p className={styles.notes}>{props.internal}</p>
        </>
      )}
    </section>
  );
}

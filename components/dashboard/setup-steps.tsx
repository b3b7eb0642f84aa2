// The account's first steps (…/read_setup_process), shown on the dashboard until all are done.
import Link from 'next/link';
import type { setupProcess } from '@/lib/server/dashboard/setup-process';
import styles from './dashboard.module.css';

export function SetupSteps(props: { setup: ReturnType<typeof setupProcess> }) {
  if (props.setup.complete) return null;
  return (
    <section className="card" aria-labelledby="setup-steps">
      <h2 id="setup-steps">Getting started</h2>
      <ol className={styles.steps}>
        {props.setup.steps.map((s) => (
          <li key={s.key}>
            {s.done ? (
              <span className={styles.done}>
                {s.label} <span className="visually-hidden">(done)</span>
              </span>
            ) : (
              <Link href={s.href}>{s.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

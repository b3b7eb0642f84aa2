// Fields the other party owns on a shared contract (lib/domain/contract-decisions): shown, but
// disabled, under one line saying who makes the change — never a Save that the server refuses.
import type { ReactNode } from 'react';
import styles from './contracts.module.css';

export function DecisionLock(props: { id: string; reason: string | null | undefined; children: ReactNode }) {
  const { id, reason } = props;
  return (
    <>
      {reason && (
        <p id={id} className="hint">
          {reason}
        </p>
      )}
      <fieldset
        className={styles.lockedFields}
        disabled={!!reason}
        aria-describedby={reason ? id : undefined}
      >
        {props.children}
      </fieldset>
    </>
  );
}

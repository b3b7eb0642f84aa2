'use client';
// What the checks before issue found (GET …/issue_check, lib/domain/issue-checks.ts): the missing
// elements, which block the issue, and the warnings, each with its consequence, which the user
// accepts explicitly before issuing anyway. The issue dialog disables its button until then.
import Link from 'next/link';
import { useId } from 'react';
import type { IssueCheck } from '@/lib/domain/issue-checks';
import styles from './issue-check-panel.module.css';

/** Whether the issue button may be pressed: checked, nothing missing, and any warning accepted. */
export function issueAllowed(check: IssueCheck | null, accepted: boolean): boolean {
  if (!check) return false;
  return check.errors.length === 0 && (check.warnings.length === 0 || accepted);
}

export function IssueCheckPanel(props: {
  noun: string;
  check: IssueCheck | null;
  accepted: boolean;
  onAccepted: (accepted: boolean) => void;
}) {
  const id = useId();
  const { check, noun } = props;
  if (!check)
    return (
      <p className="hint" role="status">
        Checking the {noun} before it is issued…
      </p>
    );
  return (
    <>
      {check.errors.length > 0 && (
        <div className={styles.errors} role="alert" aria-labelledby={`${id}-errors`}>
          <p id={`${id}-errors`} className={styles.heading}>
            This {noun} cannot be issued until these are put right:
          </p>
          <ul className={styles.list}>
            {check.errors.map((problem) => (
              <li key={`${problem.field}:${problem.message}`}>
                {problem.message}
                {problem.link && (
                  <>
                    {' '}
                    <Link href={problem.link}>Put it right</Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {check.warnings.length > 0 && (
        <section className={styles.warnings} aria-labelledby={`${id}-warnings`}>
          <p id={`${id}-warnings`} className={styles.heading}>
            Before you issue this {noun}:
          </p>
          <ul className={styles.list}>
            {check.warnings.map((problem) => (
              <li key={`${problem.field}:${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
          {check.errors.length === 0 && (
            <label className="checkbox" htmlFor={`${id}-accept`}>
              <input
                id={`${id}-accept`}
                type="checkbox"
                checked={props.accepted}
                onChange={(e) => props.onAccepted(e.target.checked)}
              />{' '}
              I understand, issue anyway
            </label>
          )}
        </section>
      )}
    </>
  );
}

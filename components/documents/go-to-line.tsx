'use client';
// "Go to line": a search box that finds a line of a long schedule by reference or description
// (find-line.ts). A long schedule draws only the lines on screen, so the browser's find-in-page
// cannot reach the others. The caller opens the line's parents and brings it on screen. Disabled
// until the page has hydrated: before that, Enter would submit the form natively and reload the page.
import { useId, useState, type FormEvent } from 'react';
import { useHydrated } from '../ui/use-hydrated';
import { findLine, type FoundLine, type LineToFind } from './find-line';
import styles from './documents.module.css';

export function GoToLine(props: { items: readonly LineToFind[]; onFound: (found: FoundLine) => void }) {
  const id = useId();
  const hydrated = useHydrated();
  const [notFound, setNotFound] = useState<string | null>(null);
  const goTo = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('line') ?? '').trim();
    if (!query) return;
    const found = findLine(props.items, query);
    setNotFound(found ? null : query);
    if (found) props.onFound(found);
  };
  return (
    <>
      <form className={styles.goTo} role="search" aria-label="Go to line" onSubmit={goTo}>
        <label htmlFor={id}>Go to line</label>
        <input id={id} name="line" type="search" placeholder="Ref or description" disabled={!hydrated} />
        <button type="submit" className="button secondary" disabled={!hydrated}>
          Go
        </button>
      </form>
      <span role="status" className="field-error">
        {notFound && `No line matches “${notFound}”.`}
      </span>
    </>
  );
}

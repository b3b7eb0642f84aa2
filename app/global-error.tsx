'use client';

/** Last resort when the root layout itself fails: plain HTML, no providers. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en-NZ">
      <body>
        <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
          <h1>Something went wrong</h1>
          <button type="button" onClick={() => (reset(), window.location.reload())}>
            refresh page
          </button>
        </main>
      </body>
    </html>
  );
}

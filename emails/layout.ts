// The frame every email shares: a plain-text body and a simple, accessible HTML version of it.

export interface EmailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Builds both bodies from paragraphs and an optional call to action. */
export function layout(
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): RenderedEmail {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '', '— ClaimCert'].join(
    '\n\n',
  );
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1b2430;line-height:1.5">
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
${action ? `<p><a href="${escape(action.url)}" style="display:inline-block;padding:10px 16px;background:#0b5cad;color:#fff;border-radius:6px;text-decoration:none">${escape(action.label)}</a></p>` : ''}
<p style="color:#586474">— ClaimCert</p></body></html>`;
  return { subject, text, html };
}

/** The public address of this installation, for links in emails. */
export function appUrl(pathname: string): string {
  const base = process.env.NEXTAUTH_URL ?? process.env.APP_URL ?? 'http://localhost:3000';
  return new URL(pathname, base).toString();
}

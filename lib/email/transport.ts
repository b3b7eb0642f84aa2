import 'server-only';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export type OutgoingMail = Mail.Options;

const DEFAULT_FROM = 'ClaimCert <no-reply@claimcert.localhost>';

/**
 * Sends one message: through SMTP_URL when set (smtp://user:pass@host:port), otherwise it is written
 * as an .eml file under .data/mail so that a zero-config installation never loses a message.
 */
export async function sendMail(message: OutgoingMail): Promise<void> {
  const from = message.from ?? process.env.MAIL_FROM ?? DEFAULT_FROM;
  const url = process.env.SMTP_URL;
  if (url) {
    await smtp(url).sendMail({ ...message, from });
    return;
  }
  const info = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    .sendMail({ ...message, from });
  const dir = process.env.MAIL_DIR ?? '.data/mail';
  mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`,
  );
  writeFileSync(file, info.message as Buffer);
  console.log(`[mail] no SMTP_URL: wrote ${file}`);
}

let cached: { url: string; transport: nodemailer.Transporter } | null = null;
function smtp(url: string): nodemailer.Transporter {
  if (cached?.url !== url) cached = { url, transport: nodemailer.createTransport(url) };
  return cached.transport;
}

// The e2e suite's mail server: SMTP on SMTP_SINK_PORT, and the messages it received as JSON on
// SMTP_SINK_HTTP_PORT (GET /messages; attachments base64-encoded; DELETE /messages empties it).
import { createServer } from 'node:http';
import { startSmtpSink } from './smtp-sink';

const sink = await startSmtpSink(Number(process.env.SMTP_SINK_PORT ?? 2525));
const http = createServer((req, res) => {
  if (req.method === 'DELETE') sink.messages.length = 0;
  res.setHeader('content-type', 'application/json');
  res.end(
    JSON.stringify(
      sink.messages.map((m) => ({
        subject: m.subject,
        from: m.from,
        to: m.to,
        text: m.text,
        html: m.html,
        attachments: m.attachments.map((a) => ({
          filename: a.filename,
          mimeType: a.mimeType,
          content: Buffer.from(a.content as ArrayBuffer).toString('base64'),
        })),
      })),
    ),
  );
});
http.listen(Number(process.env.SMTP_SINK_HTTP_PORT ?? 2526), '127.0.0.1');
console.log(`SMTP sink on ${sink.port}`);

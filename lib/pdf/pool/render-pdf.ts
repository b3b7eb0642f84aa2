import 'server-only';
// Renders a PDF in the process's pool of PDF worker threads, so that a long document's ~200 ms of
// pdfkit work never holds up the requests waiting on this process's event loop. One pool per
// process (sharedPool).
import type { PdfInputs, PdfKind } from '../renderers';
import type { RenderTask } from './render-worker';
import { sourceFile } from '@/lib/workers/source-file';
import { POOL_SIZE, sharedPool } from '@/lib/workers/worker-pool';

// A queue this long is some 13 s of 2,000-line documents for one worker: beyond it, refuse (503).
const MAX_QUEUE = 64;

const pool = () =>
  sharedPool('claimcertPdfPool', {
    module: sourceFile('lib/pdf/pool/render-worker.ts'),
    size: POOL_SIZE,
    maxQueue: MAX_QUEUE,
    busyMessage: 'Too many documents are being made just now. Please try again in a minute.',
  });

export async function renderPdf<K extends PdfKind>(kind: K, input: PdfInputs[K]): Promise<Buffer> {
  const bytes = await pool().run<Uint8Array>({ kind, input } satisfies RenderTask<K>);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

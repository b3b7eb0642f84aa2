// A PDF worker thread: renders the document it is sent and moves its bytes back.
import { renderPdfHere, type PdfInputs, type PdfKind } from '../renderers';
import { serveTasks } from '@/lib/workers/serve-tasks';

export interface RenderTask<K extends PdfKind = PdfKind> {
  kind: K;
  input: PdfInputs[K];
}

serveTasks(async (task) => {
  const { kind, input } = task as RenderTask;
  const pdf = await renderPdfHere(kind, input as never);
  // Buffer.concat of small outputs may sit in Node's shared pool: only a buffer of its own moves.
  const bytes = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : new Uint8Array(pdf);
  return { value: bytes, transfer: [bytes.buffer as ArrayBuffer] };
});

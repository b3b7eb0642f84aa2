// The PDF worker pool (lib/pdf/pool): a document it renders is the one rendered on the calling
// thread, byte for byte but for its creation time, and while it renders a 2,000-line claim the
// event loop stays free — where rendering the same document in-process keeps it busy for the whole
// render. (How long the loop is held up under load is measured by `npm run load`, not here.)
import { performance } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
// First: it replaces the session lookup before any route module loads it.
import { signInAs } from '../support/session';
import { db } from '@/lib/db/client';
import type { ClaimPdfInput } from '@/lib/pdf/claim-pdf-types';
import { renderPdf } from '@/lib/pdf/pool/render-pdf';
import { renderPdfHere } from '@/lib/pdf/renderers';
import { claimDocumentInput, loadClaimDocumentSource } from '@/lib/server/claims/claim-document';
import { callRoute } from '../support/call-route';
import { claimRoutes as R } from '../support/claim-routes';
import { createAccountWithOwner, createProjectWithContract } from '../support/factories';
import { createSectionedSchedule } from '../support/sectioned-schedule';

/** The bytes with the creation time and the file ID made from it blanked: all that differs between renders. */
const comparable = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '(D:)')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '/ID []');

/**
 * How long (ms) this thread's event loop was busy while `work` ran: its active time, which counts
 * only what this thread ran, however the machine's other work shares the cores (time waiting for
 * the pool's answer is idle).
 */
async function loopBusyDuring(work: () => Promise<unknown>): Promise<number> {
  const start = performance.eventLoopUtilization();
  await work();
  return performance.eventLoopUtilization(start).active;
}

describe('the PDF worker pool', () => {
  let input: ClaimPdfInput;
  beforeAll(async () => {
    const owner = await createAccountWithOwner('Ōrākei Interiors Ltd');
    const { project, contract } = await createProjectWithContract(owner.accountId, 'Tāmaki project');
    await db().contract.update({ where: { id: contract.id }, data: { status: 'started' } });
    const leaves = await createSectionedSchedule(contract.id, 2_000, (i) => BigInt(100_000 + i));
    signInAs(owner.userId);
    const params = { acc: owner.accountId, g: project.id, c: contract.id };
    const created = await callRoute(R.list.POST, {
      params,
      body: { claim_from: '2026-12-01', claim_to: '2026-12-31' },
    });
    expect(created.status).toBe(201);
    const saved = await callRoute(R.one.PUT, {
      method: 'PUT',
      params: { ...params, cl: created.body.id },
      body: {
        updated_at: created.body.updated_at,
        lines: leaves.map((id) => ({ line_item_id: id, claim_option: 'percent', percent: 2500 })),
      },
    });
    expect(saved.status).toBe(200);
    input = await claimDocumentInput(await loadClaimDocumentSource(contract.id, created.body.id));
  }, 120_000);

  it('renders the same document as the calling thread', async () => {
    const [pooled, here] = await Promise.all([renderPdf('claim', input), renderPdfHere('claim', input)]);
    expect(pooled.length).toBe(here.length);
    // Not toBe: a failure would print both documents whole.
    expect(comparable(pooled) === comparable(here)).toBe(true);
  });

  it('keeps the event loop free while a 2,000-line claim renders, which rendering in-process does not', async () => {
    await renderPdf('claim', input); // the worker started and warm
    const inProcess = await loopBusyDuring(() => renderPdfHere('claim', input));
    // The best of three: a garbage collection of the other tests' leftovers may land in one try.
    const pooled: number[] = [];
    while (pooled.length < 3 && !pooled.some((ms) => ms < inProcess / 4)) {
      pooled.push(await loopBusyDuring(() => renderPdf('claim', input)));
    }
    console.log(
      `event loop busy ${inProcess.toFixed(0)} ms in-process, ${pooled.map((ms) => ms.toFixed(0)).join(', ')} ms with the pool`,
    );
    // The pool's thread does the drawing: this one only hands the input over and takes the bytes.
    expect(Math.min(...pooled)).toBeLessThan(inProcess / 4);
  });
});

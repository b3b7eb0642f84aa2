// A kick sends what was just queued now, not at the next poll: also when it comes while a pass is
// already running, whose batch was chosen before the new message was committed.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const processOutbox = vi.fn();
vi.mock('./outbox', () => ({ processOutbox }));
const { kickOutbox } = await import('./outbox-worker');

/** Resolves once the event loop has run every callback already due. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => processOutbox.mockReset());

describe('kickOutbox', () => {
  it('runs one more pass when kicked while a pass is running', async () => {
    let finishFirst!: () => void;
    processOutbox
      .mockImplementationOnce(
        () => new Promise((resolve) => (finishFirst = () => resolve({ sent: 1, failed: 0 }))),
      )
      .mockResolvedValue({ sent: 1, failed: 0 });
    kickOutbox();
    await settled();
    expect(processOutbox).toHaveBeenCalledTimes(1);
    kickOutbox(); // a message committed while the first pass runs
    kickOutbox(); // and another: still one more pass, not one each
    await settled();
    finishFirst();
    await settled();
    expect(processOutbox).toHaveBeenCalledTimes(2);
  });

  it('runs a single pass when nothing came in meanwhile', async () => {
    processOutbox.mockResolvedValue({ sent: 3, failed: 0 });
    kickOutbox();
    await settled();
    expect(processOutbox).toHaveBeenCalledTimes(1);
  });
});

// Passwords are kept as bcrypt hashes. bcryptjs is pure JavaScript (nothing native to build on an
// offline machine), and a hash or a compare takes ~60 ms of CPU: on the event loop that holds up
// every other request of the instance (a morning's logins), so it runs in a small pool of worker
// threads (lib/workers), one pool per process.
import { sourceFile } from '@/lib/workers/source-file';
import { POOL_SIZE, sharedPool } from '@/lib/workers/worker-pool';
import type { PasswordTask } from './password-worker';

// Cost 10 keeps a login near 60 ms on these 2-core machines while staying well above brute-force
// comfort.
const COST = 10;
// A queue this long is some 4 s of logins for one worker.
const MAX_QUEUE = 64;

const pool = () =>
  sharedPool('claimcertPasswordPool', {
    module: sourceFile('lib/auth/password-worker.ts'),
    size: POOL_SIZE,
    maxQueue: MAX_QUEUE,
    busyMessage: 'Too many people are logging in just now. Please try again in a minute.',
  });

export const hashPassword = (password: string): Promise<string> =>
  pool().run<string>({ hash: password, cost: COST } satisfies PasswordTask);
export const verifyPassword = (password: string, hash: string): Promise<boolean> =>
  pool().run<boolean>({ compare: password, against: hash } satisfies PasswordTask);

/** A real hash to compare against when the email is unknown, so timing does not reveal accounts. */
export const DUMMY_HASH = '$2b$10$CwTycUXWue0Thq9StjUM0uJ8.jTn4DDo3v4JYHDvm8KL9Ywo6E7oq';

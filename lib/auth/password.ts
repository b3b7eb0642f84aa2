import bcrypt from 'bcryptjs';

// bcryptjs: pure JavaScript, so nothing native to build on an offline machine. Cost 10 keeps a
// login near 60 ms on these 2-core machines while staying well above brute-force comfort.
const COST = 10;

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, COST);
export const verifyPassword = (password: string, hash: string): Promise<boolean> =>
  bcrypt.compare(password, hash);

/** A real hash to compare against when the email is unknown, so timing does not reveal accounts. */
export const DUMMY_HASH = '$2b$10$CwTycUXWue0Thq9StjUM0uJ8.jTn4DDo3v4JYHDvm8KL9Ywo6E7oq';

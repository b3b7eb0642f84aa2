// The pages' Content-Security-Policy forbids eval (lib/api/security-headers.ts). zod tries
// `new Function('')` before compiling faster parsers, and the browser reports the refused try as
// a console error on every page. Forms parse just as correctly without the compiled parsers.
import { z } from 'zod';

z.config({ jitless: true });

// Setup of the `integration` project, whose files share one module graph (vitest.config.mts): the
// session stand-in (session.ts) is put in place before the first file loads any route module, and
// every file starts signed out, as it would in a process of its own.
import { signInAs } from './session';

signInAs(null);

// Prints one closing line over both test runners: "ci: N passed, N failed[, N skipped]".
import { readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
const vitest = JSON.parse(readFileSync(vitestFile, 'utf8'));
const pw = JSON.parse(readFileSync(playwrightFile, 'utf8')).stats;

const passed = vitest.numPassedTests + pw.expected + pw.flaky;
const failed = vitest.numFailedTests + pw.unexpected;
const skipped = vitest.numPendingTests + vitest.numTodoTests + pw.skipped;
console.log(`vitest: ${vitest.numPassedTests} passed; playwright: ${pw.expected + pw.flaky} passed`);
console.log(`ci: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

// Prints one closing line over both test runners: "ci: N passed, N failed[, N skipped]".
import { readFileSync } from 'node:fs';

const [vitestFile, ...playwrightFiles] = process.argv.slice(2);
const vitest = JSON.parse(readFileSync(vitestFile, 'utf8'));
// One or more Playwright runs (the main suite, billing switched on), added up.
const pw = { expected: 0, flaky: 0, unexpected: 0, skipped: 0 };
for (const file of playwrightFiles) {
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats;
  for (const key of Object.keys(pw)) pw[key] += stats[key];
}

const passed = vitest.numPassedTests + pw.expected + pw.flaky;
const failed = vitest.numFailedTests + pw.unexpected;
const skipped = vitest.numPendingTests + vitest.numTodoTests + pw.skipped;
console.log(`vitest: ${vitest.numPassedTests} passed; playwright: ${pw.expected + pw.flaky} passed`);
console.log(`ci: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

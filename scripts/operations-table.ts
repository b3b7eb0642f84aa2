// npm run docs:operations — rewrites the operations table in ARCHITECTURE.md from the route files
// (lib/api/operations-table.ts), keeping the §7 names already written there, and formats it.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { operationsSection, parseOperationsSection } from '../lib/api/operations-markdown';
import { readOperations } from '../lib/api/operations-table';

const file = 'ARCHITECTURE.md';
const markdown = readFileSync(file, 'utf8');
const start = markdown.indexOf('<!-- operations:start -->');
const end = markdown.indexOf('<!-- operations:end -->');
if (start < 0 || end < start) throw new Error(`${file} has no <!-- operations:start/end --> markers`);
const section = operationsSection(readOperations(process.cwd()), parseOperationsSection(markdown));
writeFileSync(file, markdown.slice(0, start) + section + markdown.slice(end));
// Prettier aligns the table as `npm run lint` expects it.
execFileSync('npx', ['prettier', '--write', file], { stdio: 'inherit' });
console.log(`${file}: operations table rewritten`);

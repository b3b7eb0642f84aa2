import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fileSlug, safeEntryName, UniqueNames } from './file-names';

describe('fileSlug', () => {
  it.each([
    ['SC-014-03', 'SC-014-03'],
    ['Level 1 / fit-out', 'Level-1-fit-out'],
    ['Kōwhai Lane', 'K-whai-Lane'],
    ['///', 'contract'],
    ['', 'contract'],
  ])('%j → %j', (text, expected) => {
    expect(fileSlug(text, 'contract')).toBe(expected);
  });
});

describe('safeEntryName', () => {
  it.each([
    ['drawings.pdf', 'drawings.pdf'],
    ['../../etc/passwd', '_.._etc_passwd'],
    ['C:\\Windows\\x.dll', 'C_Windows_x.dll'],
    ['..', 'file'],
    ['.hidden', 'hidden'],
    ['report. ', 'report'],
    ['CON', '_CON'],
    ['nul.txt', '_nul.txt'],
    ['a\u0000b\nc', 'a_b_c'],
    ['Claim 3: November?', 'Claim 3_ November_'],
    ['Kōwhai.pdf', 'Kōwhai.pdf'],
  ])('%j → %j', (name, expected) => {
    expect(safeEntryName(name, 'file')).toBe(expected);
  });

  it('keeps the extension of a long name within 120 characters', () => {
    const name = safeEntryName(`${'x'.repeat(300)}.pdf`, 'file');
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('never yields a separator, a parent folder or an empty name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        const safe = safeEntryName(name, 'file');
        expect(safe).not.toMatch(/[/\\]/);
        expect(safe).not.toMatch(/^\./);
        expect(safe.length).toBeGreaterThan(0);
        expect(safe.length).toBeLessThanOrEqual(120);
      }),
    );
  });
});

describe('UniqueNames', () => {
  it('numbers repeats within a folder, ignoring case, and not across folders', () => {
    const names = new UniqueNames();
    expect(names.claim('a', 'x.pdf')).toBe('x.pdf');
    expect(names.claim('a', 'X.pdf')).toBe('X (2).pdf');
    expect(names.claim('a', 'x.pdf')).toBe('x (3).pdf');
    expect(names.claim('b', 'x.pdf')).toBe('x.pdf');
    expect(names.claim('a', 'notes')).toBe('notes');
    expect(names.claim('a', 'notes')).toBe('notes (2)');
  });
});

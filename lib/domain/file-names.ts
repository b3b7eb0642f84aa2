/**
 * Names of the files the exports write (spec §7 "Exports as blob"): the download's own name, made
 * from the contract's number or name, and the names of the entries of a zip of shared files, made
 * from names users typed or uploaded. Every name is made safe here: a zip entry named "../x" or
 * "C:\x" would otherwise be written outside the folder the user unpacks into, and Windows refuses
 * some characters and names outright.
 */

/** "SC-014-03" → "SC-014-03"; "Level 1 / fit-out" → "Level-1-fit-out": for a download's file name. */
export function fileSlug(text: string, fallback: string): string {
  const slug = text
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 60);
  return slug || fallback;
}

// Path separators, characters Windows refuses, and control characters.
const UNSAFE = /[/\\:*?"<>|\u0000-\u001f\u007f]+/g;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;
const MAX_NAME = 120;

/** One safe name segment (a folder or a file name); `fallback` when nothing usable is left. */
export function safeEntryName(name: string, fallback: string): string {
  let safe = name.normalize('NFC').replace(UNSAFE, '_').trim();
  // No leading dots ("..", hidden files) and no trailing dots or spaces (Windows drops them).
  safe = safe.replace(/^\.+/, '').replace(/[. ]+$/, '');
  if (WINDOWS_RESERVED.test(safe)) safe = `_${safe}`;
  if (safe.length > MAX_NAME) {
    const dot = safe.lastIndexOf('.');
    const ext = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : '';
    safe = safe.slice(0, MAX_NAME - ext.length) + ext;
  }
  return safe || fallback;
}

/**
 * Gives each file in a folder its own name, case-insensitively (Windows and macOS would otherwise
 * let the second overwrite the first): "a.pdf", "a (2).pdf", "a (3).pdf".
 */
export class UniqueNames {
  private readonly taken = new Set<string>();

  claim(folder: string, name: string): string {
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? name : `${stem} (${n})${ext}`;
      const key = `${folder}/${candidate}`.toLowerCase();
      if (!this.taken.has(key)) {
        this.taken.add(key);
        return candidate;
      }
    }
  }
}

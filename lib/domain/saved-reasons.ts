// Saved certificate reasons (spec §7 reasons, read_account_cert_reason): the wording a firm's
// certifiers reuse in the reason box. Two wordings that differ only in case or spacing are one
// reason, so saving one again answers the reason already kept.

/** How many reasons an account keeps: a list to choose from, not an archive of every reason given. */
export const SAVED_REASONS_LIMIT = 200;

const ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The order the list is shown in, on the server and after a save in the editor: "Item 2" before "Item 10". */
export const compareReasons = (a: { text: string }, b: { text: string }): number =>
  ORDER.compare(a.text, b.text);

/** The wording as it is compared: spacing collapsed, case folded, Unicode composed. */
export function foldReason(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/**
 * Puts a saved reason into a reason box: in place of nothing, or after what is typed there on a line
 * of its own (a line may need two reasons), unless the box already holds it.
 */
export function insertReason(current: string, saved: string): string {
  const typed = current.trimEnd();
  if (typed === '') return saved;
  if (foldReason(typed).includes(foldReason(saved))) return current;
  return `${typed}\n${saved}`;
}

/**
 * Prisma turns case-insensitive `equals` and `contains` into PostgreSQL ILIKE without escaping
 * its wildcards, so a search for '%' would match everything and a company called 'A_c' would
 * clash with 'Abc'. Escaping them (backslash is ILIKE's escape) makes the text match literally.
 */
export function likeText(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

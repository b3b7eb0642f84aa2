import { z } from 'zod';
import {
  CONTACT_LIMITS,
  checkCompanyName,
  checkContactName,
  checkEmail,
  checkPhone,
  checkRole,
  tidyText,
} from '@/lib/domain/contact-fields';
import type { ParseResult } from '@/lib/domain/numbers-input';
import type { PhoneHome } from '@/lib/domain/phone';
import { ZAccountParams, ZUuid } from './common';

/** A text field checked by one of the domain's contact rules (the CSV import uses the same). */
function field<T>(check: (raw: string) => ParseResult<T>) {
  return z
    .string()
    .nullish()
    .transform((raw, ctx) => {
      const result = check(raw ?? '');
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    });
}

/**
 * A company and its contacts (spec §3 field names). National phone numbers are read as numbers of
 * `phoneHome`: the add/edit form builds this with the account's country, so what it sends is
 * always international; the API itself takes `companySchema(null)`, which asks for the + form.
 */
export function companySchema(phoneHome: PhoneHome | null) {
  const contact = z.object({
    /** Set for a contact that already exists (update); ignored when creating a company. */
    contact_id: ZUuid.optional(),
    contact_name: field(checkContactName),
    contact_email: field(checkEmail),
    contact_tel: field(checkPhone(phoneHome)),
    contact_role: field(checkRole),
  });
  return z.object({
    entity_name: field(checkCompanyName),
    contacts: z
      .array(contact)
      .max(
        CONTACT_LIMITS.contactsPerCompany,
        `A company can have at most ${CONTACT_LIMITS.contactsPerCompany} contacts`,
      )
      .superRefine((contacts, ctx) => {
        const seen = new Set<string>();
        contacts.forEach(({ contact_id: id }, index) => {
          if (id && seen.has(id)) {
            ctx.addIssue({
              code: 'custom',
              path: [index, 'contact_id'],
              message: 'This contact is listed twice',
            });
          }
          if (id) seen.add(id);
        });
      }),
  });
}

export const ZCompanyInput = companySchema(null);
export type TCompanyInput = z.output<typeof ZCompanyInput>;
export type TCompanyForm = z.input<typeof ZCompanyInput>;

/** Route params under /api/company/account/{acc}/company/{companyId}. */
export const ZCompanyParams = ZAccountParams.extend({ companyId: ZUuid });

export const ZCompanySearch = z.object({
  /** Matches company names and contact names and emails, ignoring case. */
  search: z.string().max(100, 'Search for at most 100 characters').transform(tidyText).optional(),
});

/** Query of the CSV upload: without commit=true it only previews (see import-contacts-csv.ts). */
export const ZContactsCsvQuery = z.object({
  commit: z
    .enum(['true', 'false'], 'commit is true or false')
    .default('false')
    .transform((v) => v === 'true'),
  preview_id: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'preview_id is the id the preview of this file returned')
    .optional(),
});

/** GET /api/payclaim/account/{acc}/payees: no query; anything sent is refused rather than ignored. */
export const ZPayeesQuery = z.object({}).strict();

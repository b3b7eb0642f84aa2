// Requests and forms for projects ("contract groups", spec §3 Project, §7 Projects).
import { z } from 'zod';
import { parseDate } from '@/lib/domain/calendars/dates';
import { PROJECT_ROLES } from '@/lib/domain/permissions';
import { PROJECT_FILTERS, PROJECT_SORTS } from '@/lib/domain/project-filters';
import { isTimeZone } from './auth';
import { ZPageQuery, ZUuid } from './common';
import { ZPaymentTerms, ZRetention } from './project-defaults';
import { ZWholeNumberField, requiredNumber } from './typed-numbers';

/** Optional text: trimmed; empty becomes null so the column is cleared, absent stays absent. */
const ZOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

export const ZProjectMember = z.object({
  user_id: ZUuid,
  role: z.enum(PROJECT_ROLES, 'Choose a project role'),
  is_key_contact: z.boolean().default(false),
});
export type TProjectMember = z.output<typeof ZProjectMember>;

export const ZProjectMembers = z
  .array(ZProjectMember)
  .max(500)
  .refine((list) => new Set(list.map((m) => m.user_id)).size === list.length, 'Each user can be added once');

export const ZProjectFields = z.object({
  name: z.string().trim().min(1, 'Enter the project name').max(160, 'Use at most 160 characters'),
  project_number: ZOptionalText(60),
  street_address: ZOptionalText(200),
  suburb: ZOptionalText(120),
  city: ZOptionalText(120),
  postal_code: ZOptionalText(20),
  /** State, territory or nation: picks the working-day calendar in AU and the UK. */
  state: ZOptionalText(60),
  time_zone: z.string().max(64).refine(isTimeZone, 'Choose a valid time zone'),
  /** §5: an integer percent, defaulting to the account's rate. */
  gst: requiredNumber(ZWholeNumberField(0, 100), 'Enter the GST rate'),
  retention: ZRetention.nullable(),
  payment_terms: ZPaymentTerms,
  members: ZProjectMembers,
});
export type TProjectFieldsInput = z.input<typeof ZProjectFields>;

/** Create: what is left out takes the account's defaults (time zone, GST, §9 terms, no retention). */
export const ZCreateProject = ZProjectFields.partial({
  time_zone: true,
  gst: true,
  retention: true,
  payment_terms: true,
  members: true,
});
export type TCreateProject = z.output<typeof ZCreateProject>;

/** PATCH upsert: only the fields sent change; members have their own endpoint. */
export const ZUpdateProject = ZProjectFields.omit({ members: true }).partial();
export type TUpdateProject = z.output<typeof ZUpdateProject>;

export const PROJECT_TYPES = ['claim', 'cert'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** The projects list shows this many at a time unless asked for fewer or more (issue 33). */
export const PROJECTS_PAGE_SIZE = 50;

/**
 * The projects list's cursor: the sort it was made for, then the last row's key in that order —
 * pinned, the sort's own value (total contract value in cents, creation time, or the name), the name
 * and the id (lib/server/projects/project-page.ts).
 */
const ZProjectCursorKey = z.tuple([
  z.enum(PROJECT_SORTS),
  z.boolean(),
  z.union([z.number().int(), z.string().max(200)]),
  z.string().max(200),
  ZUuid,
]);
export type ProjectCursor = z.output<typeof ZProjectCursorKey>;

const primaryFits: Readonly<Record<(typeof PROJECT_SORTS)[number], (key: ProjectCursor) => boolean>> = {
  total_contract_value: ([, , value]) => Number.isSafeInteger(value),
  created: ([, , at]) => z.iso.datetime().safeParse(at).success,
  name: ([, , primary, name]) => primary === name,
};

export const ZProjectListQuery = z
  .object({
    search: z.string().max(100).default(''),
    filter: z.enum(PROJECT_FILTERS).default('active'),
    sort: z.enum(PROJECT_SORTS).default('total_contract_value'),
    /** /projects/{projectType}: only projects holding contracts of that side. */
    type: z.enum(PROJECT_TYPES).optional(),
    ...ZPageQuery(ZProjectCursorKey, PROJECTS_PAGE_SIZE),
  })
  .superRefine(({ cursor, sort }, ctx) => {
    // A page follows the one before in the same order: a cursor of another sort has no place in it.
    if (cursor && (cursor[0] !== sort || !primaryFits[sort](cursor)))
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: 'This cursor is not valid.' });
  });
export type TProjectListQuery = z.output<typeof ZProjectListQuery>;

export const ZPinProject = z.object({ is_pinned: z.boolean() });

export const ZSetMembers = z.object({ members: ZProjectMembers });

export const ZIsoDate = z.string().refine((value) => {
  try {
    parseDate(value);
    return true;
  } catch {
    return false;
  }
}, 'Enter a date as yyyy-MM-dd');

export const ZCalculateDatesQuery = z.object({ periodEnding: ZIsoDate });

/** GET …/image?v: the picture's version (its change time in ms), only to make each address unique. */
export const ZProjectImageQuery = z.object({
  v: z
    .string()
    .regex(/^\d{1,16}$/, 'Use the version the project answered')
    .optional(),
});

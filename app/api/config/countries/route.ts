import { route } from '@/lib/api/route';
import { COUNTRY_INFO } from '@/lib/domain/countries';

export const GET = route({ auth: 'public' }, async () => ({
  countries: COUNTRY_INFO.map((c) => ({
    name: c.name,
    iso: c.iso,
    currency: c.currency,
    default_timezone: c.defaultTimeZone,
    gst_rate: c.gstPercent,
    config: { domain: process.env.APP_URL ?? null },
  })),
}));

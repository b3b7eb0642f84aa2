import { route } from '@/lib/api/route';
import { listTimeZones } from '@/lib/server/config/time-zones';

export const GET = route({ auth: 'public' }, async () => ({ timezones: listTimeZones() }));

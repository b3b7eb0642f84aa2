import { route } from '@/lib/api/route';
import { readAppConfig } from '@/lib/server/config/app-config';

export const GET = route({ auth: 'public' }, async () => readAppConfig());

import { randomUUID } from 'node:crypto';
import { route } from '@/lib/api/route';

export const GET = route({ auth: 'user' }, async () => ({ uuid: randomUUID() }));

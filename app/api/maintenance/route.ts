import { route } from '@/lib/api/route';
import { ZMaintenanceQuery } from '@/lib/schemas/config';
import { readMaintenance } from '@/lib/server/config/maintenance';

export const GET = route({ auth: 'public', query: ZMaintenanceQuery }, async ({ query }) =>
  readMaintenance(query.period),
);

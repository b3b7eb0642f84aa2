import { route } from '@/lib/api/route';
import { listDeliveries } from '@/lib/server/admin/list-deliveries';

/** What the installation has still to send, email and integration deliveries, and why any failed (platform administrators only). */
export const GET = route({ auth: 'user' }, async ({ userId }) => listDeliveries(userId));

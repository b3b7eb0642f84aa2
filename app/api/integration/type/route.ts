import { route } from '@/lib/api/route';
import { integrationTypes } from '@/lib/server/integrations/connections';

// Spec §7 /api/integration/type: the external systems an account can connect, and what each asks for.
export const GET = route({ auth: 'user' }, async () => integrationTypes());

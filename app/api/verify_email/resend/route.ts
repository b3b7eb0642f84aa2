import { route } from '@/lib/api/route';
import { resendEmailVerification } from '@/lib/server/auth/email-verification';

export const POST = route({ auth: 'user' }, ({ userId }) => resendEmailVerification(userId));

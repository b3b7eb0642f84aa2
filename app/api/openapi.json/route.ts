import { route } from '@/lib/api/route';
import { openApiDocument } from '../route-modules';

/**
 * GET: the OpenAPI 3.1 document of every /api route. Public: it describes the API's shape, not any
 * data, and a firm's systems need it before they hold a token. Readable form: /developers.
 */
export const GET = route({ auth: 'public', docs: { summary: 'The OpenAPI document of this API' } }, () =>
  openApiDocument(),
);

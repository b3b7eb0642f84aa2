import { route } from '@/lib/api/route';
import { ZProjectParams } from '@/lib/schemas/common';
import { projectReport } from '@/lib/server/projects/project-report';

/** The project report as a CSV download: one row per contract with its totals. */
export const GET = route(
  { auth: 'account', docs: { produces: 'text/csv' }, params: ZProjectParams },
  async ({ actor, params }) => {
    const { filename, csv } = await projectReport(actor, params.g);
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'no-store',
      },
    });
  },
);

import type { Metadata } from 'next';
import { SchedulePage } from '@/components/line-items/schedule-page';
import { loadSchedulePage, type ScheduleRouteParams } from '@/lib/server/pages/load-schedule-page';

export const metadata: Metadata = { title: 'Materials' };

/** The contract's materials schedule (spec §2). */
export default async function MaterialsPage({ params }: { params: Promise<ScheduleRouteParams> }) {
  return (
    <SchedulePage kind="material" mode="contract" {...await loadSchedulePage(await params, 'material')} />
  );
}

import type { Metadata } from 'next';
import { SchedulePage } from '@/components/line-items/schedule-page';
import { loadSchedulePage, type ScheduleRouteParams } from '@/lib/server/pages/load-schedule-page';

export const metadata: Metadata = { title: 'Materials' };

/** Creation step: the materials schedule (spec §2). */
export default async function MaterialsStepPage({ params }: { params: Promise<ScheduleRouteParams> }) {
  return <SchedulePage kind="material" mode="create" {...await loadSchedulePage(await params, 'material')} />;
}

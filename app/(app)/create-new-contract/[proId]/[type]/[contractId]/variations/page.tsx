import type { Metadata } from 'next';
import { SchedulePage } from '@/components/line-items/schedule-page';
import { loadSchedulePage, type ScheduleRouteParams } from '@/lib/server/pages/load-schedule-page';

export const metadata: Metadata = { title: 'Variations' };

/** Creation step: the variations schedule (spec §2). */
export default async function VariationsStepPage({ params }: { params: Promise<ScheduleRouteParams> }) {
  return (
    <SchedulePage kind="variation" mode="create" {...await loadSchedulePage(await params, 'variation')} />
  );
}

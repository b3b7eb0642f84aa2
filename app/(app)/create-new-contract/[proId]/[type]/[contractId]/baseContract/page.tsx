import type { Metadata } from 'next';
import { SchedulePage } from '@/components/line-items/schedule-page';
import { loadSchedulePage, type ScheduleRouteParams } from '@/lib/server/pages/load-schedule-page';

export const metadata: Metadata = { title: 'Base contract' };

/** Creation step: the base contract schedule (spec §2). */
export default async function BaseContractStepPage({ params }: { params: Promise<ScheduleRouteParams> }) {
  return <SchedulePage kind="base" mode="create" {...await loadSchedulePage(await params, 'base')} />;
}

import type { Metadata } from 'next';
import { SchedulePage } from '@/components/line-items/schedule-page';
import { loadSchedulePage, type ScheduleRouteParams } from '@/lib/server/pages/load-schedule-page';

export const metadata: Metadata = { title: 'Variations' };

/** The contract's variations schedule (spec §2). */
export default async function VariationsPage({ params }: { params: Promise<ScheduleRouteParams> }) {
  return (
    <SchedulePage kind="variation" mode="contract" {...await loadSchedulePage(await params, 'variation')} />
  );
}

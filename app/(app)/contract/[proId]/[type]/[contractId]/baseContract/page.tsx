import type { Metadata } from 'next';
import { SchedulePage } from '@/components/line-items/schedule-page';
import { loadSchedulePage, type ScheduleRouteParams } from '@/lib/server/pages/load-schedule-page';

export const metadata: Metadata = { title: 'Base contract' };

/** The contract's base contract schedule (spec §2). */
export default async function BaseContractPage({ params }: { params: Promise<ScheduleRouteParams> }) {
  return <SchedulePage kind="base" mode="contract" {...await loadSchedulePage(await params, 'base')} />;
}

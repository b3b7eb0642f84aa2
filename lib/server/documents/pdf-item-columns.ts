import 'server-only';
// What a PDF's schedule table prints of the item itself, on the claim and the certificate alike.
import { num } from '../line-item-rows/to-domain';
import type { ScheduleItem } from './schedule-lines';

export function itemColumns(item: Pick<ScheduleItem, 'quantity' | 'unit' | 'rate' | 'excludeRetention'>) {
  return {
    quantity: item.quantity === null ? null : num(item.quantity),
    unit: item.unit,
    rate: item.rate === null ? null : num(item.rate),
    excludeRetention: item.excludeRetention,
  };
}

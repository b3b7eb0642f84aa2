import { describe, expect, it } from 'vitest';
import type { LineItemView, ScheduleList } from '@/lib/schemas/line-items';
import { packScheduleList, unpackScheduleList } from './packed-schedule';

function item(id: string, parent: string | null, children: LineItemView[] = []): LineItemView {
  return {
    id,
    parent_id: parent,
    depth: parent ? 1 : 0,
    position: 0,
    kind: 'base',
    label: id,
    description: `Item ${id}`,
    detailed_description: null,
    value_type: children.length ? 'lump' : 'rate',
    quantity: children.length ? null : 1000,
    unit: children.length ? null : 'm2',
    rate: children.length ? null : 1250,
    total: 12500 * Math.max(1, children.length),
    is_provisional: false,
    exclude_retention: id === '2',
    material_site: null,
    current_status: null,
    reject_reason: null,
    variation_reference: null,
    variation_type: null,
    submit_date: null,
    approved_date: null,
    created_at: '2026-11-01T00:00:00.000Z',
    certified_to_date: 0,
    locks: { edit: true, add_child: true, delete: true, convert: false, approve: false, reject: false },
    children,
  } as LineItemView;
}

describe('packScheduleList / unpackScheduleList', () => {
  it('gives back the same tree, children in their order, and names each field once', () => {
    const list: ScheduleList = {
      kind: 'base',
      items: [item('1', null, [item('1.2', '1'), item('1.1', '1')]), item('2', null)],
      totals: { total: 37500 },
      can_edit: true,
    } as ScheduleList;
    const packed = packScheduleList(list);
    expect(packed.items.rows).toHaveLength(4);
    expect(packed.items.fields).not.toContain('children');
    expect(JSON.stringify(packed).match(/"description"/g)).toHaveLength(1);
    expect(unpackScheduleList(JSON.parse(JSON.stringify(packed)))).toEqual(list);
  });

  it('packs an empty schedule', () => {
    const list = {
      kind: 'variation',
      items: [],
      totals: { total: 0 },
      can_edit: false,
    } as unknown as ScheduleList;
    expect(unpackScheduleList(packScheduleList(list))).toEqual(list);
  });
});

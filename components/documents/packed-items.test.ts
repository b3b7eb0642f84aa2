import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packItems, unpackItems } from './packed-items';

describe('packItems: the schedule as the page sends it to the editor', () => {
  it('comes back as it went, field for field, the rest of the answer untouched', () => {
    const read = {
      claim: { id: 'c1' },
      items: [
        { id: 'a', label: '1', to_date: 0, unit: null },
        { id: 'b', label: '1.1', to_date: 12_500, unit: 'm2' },
      ],
    };
    const packed = packItems(read);
    expect(packed.items.fields).toEqual(['id', 'label', 'to_date', 'unit']);
    expect(packed.items.rows[1]).toEqual(['b', '1.1', 12_500, 'm2']);
    expect(unpackItems(packed)).toEqual(read);
  });

  it('round-trips any list of items, and is smaller as JSON once there are a few', () => {
    const item = fc.record({ id: fc.uuid(), label: fc.option(fc.string()), value: fc.integer() });
    fc.assert(
      fc.property(fc.array(item, { minLength: 3, maxLength: 50 }), (items) => {
        const read = { items };
        const packed = packItems(read);
        expect(unpackItems(packed)).toEqual(read);
        expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(read).length);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packItems, packLiveInputs, unpackItems, unpackLiveInputs } from './packed-items';

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

describe("packLiveInputs: the previous documents' line figures in the items' order", () => {
  it('comes back as it went; a parent, which has no figure of its own, stays without one', () => {
    const figures = { gross: 100, retained: 10, pcdReleased: 0, dlpReleased: 0 };
    const inputs = {
      retention: null,
      positionDate: null,
      paidToDate: 0,
      previous: {
        claimed: { figures, items: { a: 40, b: 60 } },
        certified: { figures, items: { a: 0, b: 50 } },
      },
    };
    const ids = ['parent', 'a', 'b'];
    const packed = packLiveInputs(inputs, ids);
    expect(packed.previous.claimed.items).toEqual([null, 40, 60]);
    expect(unpackLiveInputs(packed, ids)).toEqual(inputs);
  });
});

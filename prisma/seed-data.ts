// The NZ demo (npm run db:seed): a fit-out subcontractor claiming from a head contractor on a
// shared contract. Figures are entered as a QS would type them: dollars and plain quantities.

export const DEMO_PASSWORD = 'demo1234';

export const PEOPLE = {
  claimer: { email: 'claimer@demo.test', name: 'Aroha Ngata' },
  manager: { email: 'manager@demo.test', name: 'Wiremu Tane' },
  viewer: { email: 'viewer@demo.test', name: 'Sam Patel' },
  certifier: { email: 'certifier@demo.test', name: 'Tom Harris' },
  qs: { email: 'qs@demo.test', name: 'Grace Liu' },
  // Platform staff, members of no account: support opens accounts with help desk mode on,
  // the administrator runs /admin/accounts.
  support: { email: 'support@demo.test', name: 'Mere Walker (ClaimCert support)', isSupportStaff: true },
  admin: { email: 'admin@demo.test', name: 'Platform Admin', isPlatformAdmin: true },
} as const;

export interface SeedItem {
  ref: string;
  description: string;
  /** A rate item: dollars per unit × quantity. */
  rate?: number;
  qty?: number;
  unit?: string;
  /** A lump-sum item, in dollars. */
  lump?: number;
  excludeRetention?: boolean;
  children?: SeedItem[];
}

export const BASE_ITEMS: SeedItem[] = [
  {
    ref: '1',
    description: 'Internal partitions',
    children: [
      { ref: '1.1', description: 'Steel stud framing', rate: 85.5, qty: 1200, unit: 'm2' },
      { ref: '1.2', description: 'GIB board supply and fix', rate: 42, qty: 2400, unit: 'm2' },
      { ref: '1.3', description: 'Stopping to Level 4 finish', rate: 18.75, qty: 2400, unit: 'm2' },
    ],
  },
  {
    ref: '2',
    description: 'Ceilings',
    children: [
      { ref: '2.1', description: 'Suspended grid ceilings', rate: 65, qty: 900, unit: 'm2' },
      { ref: '2.2', description: 'Plasterboard bulkheads', lump: 24350 },
    ],
  },
  {
    ref: '3',
    description: 'Doors and hardware',
    children: [
      { ref: '3.1', description: 'Solid-core door sets', rate: 1150, qty: 48, unit: 'each' },
      { ref: '3.2', description: 'Door hardware', lump: 14880 },
    ],
  },
  { ref: '4', description: 'Preliminaries and general', lump: 38000 },
  { ref: '5', description: 'Contract works insurance', lump: 6500, excludeRetention: true },
];

export interface SeedVariation extends SeedItem {
  reference: string;
  status: 'pending' | 'approved' | 'rejected';
  type: 'basic' | 'multi';
  rejectReason?: string;
}

export const VARIATIONS: SeedVariation[] = [
  {
    ref: 'V1',
    reference: 'VO-001',
    description: 'Additional fire-rated wall, Level 2',
    lump: 12450,
    status: 'approved',
    type: 'basic',
  },
  {
    ref: 'V2',
    reference: 'VO-002',
    description: 'Acoustic insulation upgrade',
    status: 'approved',
    type: 'multi',
    children: [
      { ref: 'V2.1', description: 'Acoustic batts to party walls', rate: 14.5, qty: 800, unit: 'm2' },
      { ref: 'V2.2', description: 'Resilient channels', rate: 9.25, qty: 800, unit: 'm2' },
    ],
  },
  {
    ref: 'V3',
    reference: 'VO-003',
    description: 'Change of ceiling tile specification',
    lump: 8900,
    status: 'pending',
    type: 'basic',
  },
  {
    ref: 'V4',
    reference: 'VO-004',
    description: 'Extra bulkhead to lobby',
    lump: 3200,
    status: 'rejected',
    type: 'basic',
    rejectReason: 'Included in the base contract bulkhead allowance (item 2.2).',
  },
];

export const MATERIALS: (SeedItem & { site: 'on_site' | 'off_site' })[] = [
  { ref: 'M1', description: 'GIB board stored on site', lump: 18000, site: 'on_site' },
  { ref: 'M2', description: "Door sets held at the supplier's yard", lump: 22000, site: 'off_site' },
];

/** Percent complete to date for each claim, by item ref (absent = 0 %). */
export const CLAIM_PROGRESS: {
  name: string;
  from: string;
  to: string;
  status: 'certified' | 'issued' | 'draft';
  percent: Record<string, number>;
}[] = [
  {
    name: 'Payment Claim 1 – September 2026',
    from: '2026-09-01',
    to: '2026-09-30',
    status: 'certified',
    percent: { '1.1': 60, '1.2': 30, '2.1': 10, '4': 40, '5': 100, M1: 100 },
  },
  {
    name: 'Payment Claim 2 – October 2026',
    from: '2026-10-01',
    to: '2026-10-31',
    status: 'issued',
    percent: {
      '1.1': 100,
      '1.2': 70,
      '1.3': 35,
      '2.1': 45,
      '2.2': 20,
      '4': 70,
      '5': 100,
      V1: 100,
      'V2.1': 50,
      M1: 60,
      M2: 100,
    },
  },
  {
    name: 'Payment Claim 3 – November 2026',
    from: '2026-11-01',
    to: '2026-11-30',
    status: 'draft',
    percent: {
      '1.1': 100,
      '1.2': 90,
      '1.3': 60,
      '2.1': 70,
      '2.2': 50,
      '3.1': 25,
      '4': 85,
      '5': 100,
      V1: 100,
      'V2.1': 100,
      'V2.2': 40,
      M1: 30,
      M2: 50,
    },
  },
];

/** Certificate 1 answers claim 1, certifying less on two items, each with its reason (CCA s21). */
export const CERT_1 = {
  percent: { '1.1': 55, '1.2': 30, '2.1': 10, '4': 35, '5': 100, M1: 100 } as Record<string, number>,
  reasons: {
    '1.1': 'Framing on Level 3 east wing not complete at inspection on 28 September.',
    '4': 'Preliminaries certified pro rata to time elapsed (35%).',
  } as Record<string, string>,
};

// What "Difference" means wherever a certificate shows one, on screen and in its PDF, so both say
// the same words. Its sign is fixed: always the certificate's figure minus the claim's, so a
// negative difference is less certified than claimed — the case that needs a reason (CCA s21(3)(b)).
const NAME = 'Difference';
/** How an item's difference counts: certified to date minus claimed to date. */
const SIGN = '(certified − claimed)';

export const DIFFERENCE = {
  /** The column's short name, where a screen reader repeats the header on every cell. */
  name: NAME,
  sign: SIGN,
  column: `${NAME} ${SIGN}`,
  legend: 'A negative difference is less certified than claimed; the reason is given under the item.',
  /** The headline: the scheduled amount minus the amount this claim claims. */
  summary: `${NAME} (scheduled − claimed this claim)`,
} as const;

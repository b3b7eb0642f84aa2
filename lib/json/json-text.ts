// An answer already serialised: a service that can serialise its answer while its statement runs
// (saveDraft) returns one, and the route wrapper sends its text as it is (lib/api/json-response.ts).
// Services return data, never HTTP; this is data, in the form it will be sent.

const bigintAsNumber = (_key: string, value: unknown) => (typeof value === 'bigint' ? Number(value) : value);

export class JsonText {
  constructor(readonly text: string) {}
}

/**
 * JSON text; BIGINT columns that reach here become numbers (cents stay far below 2^53). The answers
 * map their figures to numbers themselves, so the plain stringify is tried first: a replacer is
 * called for every value and cost more than the rest of serialising a long schedule.
 */
export function jsonText(data: unknown): string {
  if (data instanceof JsonText) return data.text;
  try {
    return JSON.stringify(data ?? null);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return JSON.stringify(data ?? null, bigintAsNumber);
  }
}

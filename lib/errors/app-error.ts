// One error type for every service, and one table that turns its code into an HTTP answer
// (spec §8). Handlers never build error responses themselves.

export const ERROR_TABLE = {
  bad_request: { status: 400, message: 'The request could not be read.' },
  unauthorized: { status: 401, message: 'Please log in to continue.' },
  no_subscription: { status: 402, code: 4021, message: 'Choose a plan to keep using ClaimCert.' },
  upgrade_subscription: {
    status: 402,
    code: 4022,
    message: "You've reached the limits of your current plan. Upgrade now for even more active contracts.",
  },
  exceeded_subscription: {
    status: 402,
    code: 4023,
    message: "You've reached the limits of your current plan. Upgrade now for even more active contracts.",
  },
  forbidden: { status: 403, message: 'You do not have access to this.' },
  not_found: { status: 404, message: 'Can not find the resource!' },
  method_not_allowed: { status: 405, message: 'The server does not support the method used in the request!' },
  conflict: { status: 409, message: 'This was changed by someone else. Refresh to see the latest version.' },
  payload_too_large: { status: 413, message: 'The request is too large.' },
  unsupported_media_type: { status: 415, message: 'Send the request body as JSON.' },
  invalid: { status: 422, message: 'Some of the values are not valid.' },
  too_many_requests: { status: 429, message: 'Too many attempts. Please wait a few minutes and try again.' },
  internal: { status: 500, message: 'Server error!' },
  /** An external system (an integration's provider) failed or could not be reached. */
  bad_gateway: { status: 502, message: 'Gateway error!' },
  unavailable: {
    status: 503,
    message: 'ClaimCert cannot reach its database just now. Please try again in a minute.',
  },
} as const satisfies Record<string, { status: number; message: string; code?: number }>;

export type ErrorCode = keyof typeof ERROR_TABLE;

/** One entry of the `{ errors: [...] }` body. */
export interface ErrorItem {
  message: string;
  /** The input field at fault, as a dotted path. */
  field?: string;
  /** Machine-readable code: the subscription codes 4021–4023 of §8. */
  code?: number;
  /** The page where it can be put right, when that is another screen. */
  link?: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly items: ErrorItem[];

  constructor(code: ErrorCode, items?: string | ErrorItem[]) {
    const entry: { message: string; code?: number } = ERROR_TABLE[code];
    const list =
      items === undefined
        ? [{ message: entry.message }]
        : typeof items === 'string'
          ? [{ message: items }]
          : items;
    super(list.map((i) => i.message).join('\n'));
    this.name = 'AppError';
    this.code = code;
    this.items = entry.code ? list.map((i) => ({ code: entry.code, ...i })) : list;
  }

  get status(): number {
    return ERROR_TABLE[this.code].status;
  }
}

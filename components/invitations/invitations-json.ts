import type { InvitationsView } from '@/lib/server/invitations/list-invitations';

/** A server type as it arrives over JSON: dates become ISO strings. */
export type Jsonified<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Jsonified<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonified<T[K]> }
      : T;

/** The answer of GET …/invitations (and of every call that changes them). */
export type InvitationsJson = Jsonified<InvitationsView>;

/** §8 success message of every send (invite, self-invitation, resend). */
export const SENT_MESSAGE = 'Success! You have sent the invitation successfully!';

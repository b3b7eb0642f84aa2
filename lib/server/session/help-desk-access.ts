import 'server-only';

/**
 * The one rule for support staff: an account is open to them only while it is active and its
 * owner or admin has help desk mode on. Used as a where-clause so every check reads it fresh,
 * and turning the mode off (or deactivating the account) shuts support out on the next request.
 */
export const OPEN_TO_HELP_DESK = { isHelpDeskMode: true, isActive: true } as const;

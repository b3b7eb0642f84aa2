import 'server-only';
// What every viewer of an account recomputes (the dashboard's reads of the account's contracts,
// claims, certificates, payments and retention: tens of milliseconds of queries and row mapping for
// an account of 50 contracts) is read once and shared by the requests of every viewer who sees the
// same part of the account, for at most TTL_MS; requests that arrive while it is being read wait
// for that one read. Keyed by the account and the viewers' visibility (visibilityKey): never given
// to another account, nor to a member who sees less or more of it.
//
// How stale it may be: a write through this process's /api drops every entry (route.ts calls
// forgetSharedReads), so a user sees their own change at once on the instance that made it; a
// change made on another instance or by a background job shows within TTL_MS.
import type { Actor } from '../session/resolve-actor';
import { visibilityKey } from './visible-to-caller';

export const TTL_MS = 2_000;
/** Beyond this many entries the oldest go: a few hundred accounts viewing at once fit. */
const MAX_ENTRIES = 1_000;

interface Entry {
  at: number;
  generation: number;
  value: Promise<unknown>;
}

// One per process, kept on globalThis: the production build bundles this module more than once.
const shared = globalThis as { claimcertSharedReads?: { generation: number; entries: Map<string, Entry> } };

function store() {
  shared.claimcertSharedReads ??= { generation: 0, entries: new Map() };
  return shared.claimcertSharedReads;
}

/** `read()`'s answer for the caller's account and visibility, read again once TTL_MS old. */
export function sharedByViewers<T>(actor: Actor, what: string, read: () => Promise<T>): Promise<T> {
  const { entries, generation } = store();
  const key = `${actor.accountId}|${visibilityKey(actor)}|${what}`;
  const now = performance.now();
  const hit = entries.get(key);
  if (hit && hit.generation === generation && now - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = read();
  entries.delete(key); // re-inserted last: the map's order is the entries' age
  entries.set(key, { at: now, generation, value });
  // A failed read is not kept: the next viewer reads again.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  for (const oldest of entries.keys()) {
    if (entries.size <= MAX_ENTRIES) break;
    entries.delete(oldest);
  }
  return value;
}

/** Every shared read made so far is stale: something was written. */
export function forgetSharedReads(): void {
  const s = store();
  s.generation++;
  s.entries.clear();
}

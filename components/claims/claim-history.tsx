'use client';
// The claim's history (what was done to it, by whom, when, with any comment), oldest first, 20 at
// a time (spec §9 history page size) with "Show more".
import { useCallback, useEffect, useState } from 'react';
import { useApi } from '@/components/ui/use-api';
import type { ApiResult } from '@/lib/api/client-fetch';
import { dateTimeText } from '@/lib/domain/zoned-dates';
import type { ClaimHistoryPage } from './claim-json';

const PAGE_SIZE = 20;
type Entry = ClaimHistoryPage['history'][number];

/** `url`: the document's history endpoint (…/claim/{cl}/history or …/cert/{cert}/history). */
export function ClaimHistory(props: { url: string; timeZone: string }) {
  const api = useApi();
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const fetchPage = useCallback(
    (page: number) => api<ClaimHistoryPage>(`${props.url}?page=${page}&limit=${PAGE_SIZE}`),
    [api, props.url],
  );
  const apply = useCallback((page: number, res: ApiResult<ClaimHistoryPage>) => {
    if (!res.ok) return;
    setTotal(res.data.total);
    setEntries((list) => (page === 1 ? res.data.history : [...(list ?? []), ...res.data.history]));
  }, []);
  useEffect(() => {
    let current = true;
    void fetchPage(1).then((res) => current && apply(1, res));
    return () => {
      current = false;
    };
  }, [fetchPage, apply]);
  const more = async (page: number) => {
    setLoading(true);
    const res = await fetchPage(page);
    setLoading(false);
    apply(page, res);
  };

  if (entries === null) return <p className="muted">Loading the history…</p>;
  if (entries.length === 0) return <p className="empty">Nothing has happened yet.</p>;
  return (
    <>
      <div className="table-scroll">
        <table className="table">
          <caption className="visually-hidden">Claim history</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Comment</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e, i) => (
              <tr key={i}>
                <td>{dateTimeText(e.at, props.timeZone)}</td>
                <td>{e.who}</td>
                <td>{e.what}</td>
                <td>{e.comment ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {entries.length < total && (
        <button
          type="button"
          className="button secondary"
          disabled={loading}
          onClick={() => void more(Math.floor(entries.length / PAGE_SIZE) + 1)}
        >
          {loading ? 'Loading…' : 'Show more'}
        </button>
      )}
    </>
  );
}

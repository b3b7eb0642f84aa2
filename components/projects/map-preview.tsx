'use client';
import { useEffect, useState } from 'react';
import styles from './projects.module.css';

/** §8 "Map failure". */
export const MAP_ERROR = 'There is an issue loading the map.';
/** §9: map zoom 15. */
const ZOOM = 15;
/** Geocode only once typing pauses, not on every key. */
const TYPING_PAUSE_MS = 600;

type State = { kind: 'idle' } | { kind: 'map'; src: string } | { kind: 'error' };

/**
 * A map of the project address (spec §2 "Map preview of a project address (zoom 15)") from the
 * maps service whose access token GET /api/config gives. Rendered only when a token is configured;
 * a failed lookup shows the §8 message, never a broken image.
 */
export function MapPreview({ address, token }: { address: string; token: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  useEffect(() => {
    if (address.trim() === '') return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const url = `https://api.mapbox.com/geocoding/v5/mapbox.places/${encodeURIComponent(address)}.json?limit=1&access_token=${encodeURIComponent(token)}`;
        const response = await fetch(url, { signal: controller.signal });
        const found = (await response.json()) as { features?: { center?: [number, number] }[] };
        const center = response.ok ? found.features?.[0]?.center : undefined;
        if (!center) return setState({ kind: 'error' });
        const [lon, lat] = center;
        setState({
          kind: 'map',
          src: `https://api.mapbox.com/styles/v1/mapbox/streets-v12/static/pin-s(${lon},${lat})/${lon},${lat},${ZOOM}/600x300?access_token=${encodeURIComponent(token)}`,
        });
      } catch (error) {
        if (!controller.signal.aborted) setState({ kind: 'error' });
        void error;
      }
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [address, token]);
  if (address.trim() === '' || state.kind === 'idle') return null;
  if (state.kind === 'error') return <p className="muted small">{MAP_ERROR}</p>;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a third-party static map, not an asset to optimise
    <img
      className={styles.mapPreview}
      src={state.src}
      alt={`Map of ${address}`}
      onError={() => setState({ kind: 'error' })}
    />
  );
}

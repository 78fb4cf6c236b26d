/**
 * Loads one API answer for a page, with the loading bar, re-running when `deps` change. `data` is null while
 * loading or when the call failed (code ≠ 1); `failed` tells the two apart. While new deps load, the previous
 * answer stays available (`loading` is true) so pages do not flash empty.
 */
import { useEffect, useState, type DependencyList } from 'react';
import { useLoadingBar } from './loading-bar-store';

interface Loaded<T> {
  key: string;
  data: T | null;
  failed: boolean;
}

export function useApi<T>(load: () => Promise<T | null>, deps: DependencyList): { data: T | null; loading: boolean; failed: boolean } {
  const key = JSON.stringify(deps);
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  useEffect(() => {
    let live = true;
    const bar = useLoadingBar.getState();
    bar.start();
    load()
      .then((data) => {
        if (live) setLoaded({ key, data, failed: data === null });
      })
      .finally(() => bar.done());
    return () => {
      live = false;
    };
    // `key` stands for `deps`; `load` is a fresh closure on every render by design.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const loading = loaded?.key !== key;
  return { data: loaded?.data ?? null, loading, failed: !loading && Boolean(loaded?.failed) };
}

import { useEffect } from 'react';
import { LOADING_BAR_DURATION_MS, useLoadingBar } from '../lib/loading-bar-store';

/** The bar at the top of the page while a route or its data loads. */
export function LoadingBar() {
  const visible = useLoadingBar((s) => s.visible);
  return (
    <div className={`loading-bar${visible ? ' active' : ''}`} role="progressbar" aria-hidden={!visible} aria-busy={visible}>
      <span style={{ animationDuration: `${LOADING_BAR_DURATION_MS}ms` }} />
    </div>
  );
}

/** Suspense fallback for route chunks: keeps the loading bar running while the chunk loads. */
export function RouteLoading() {
  useEffect(() => {
    const bar = useLoadingBar.getState();
    bar.start();
    return () => bar.done();
  }, []);
  return <div className="page-loading" aria-busy="true" />;
}

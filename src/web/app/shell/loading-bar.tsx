import { useIsFetching } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LOADING_BAR_DURATION_MS, useLoadingBar } from '../../lib/loading-bar-store';

/** The bar at the top of the page while a route or its data loads (the page's queries, not the shell's session data). */
export function LoadingBar() {
  const { t } = useTranslation();
  const visible = useLoadingBar((s) => s.visible);
  const fetching = useIsFetching({ predicate: (query) => !query.meta?.background }) > 0;
  useEffect(() => {
    if (!fetching) return;
    const bar = useLoadingBar.getState();
    bar.start();
    return () => bar.done();
  }, [fetching]);
  return (
    <div className={`loading-bar${visible ? ' active' : ''}`} role="progressbar" aria-label={t('common.loading')} aria-hidden={!visible} aria-busy={visible}>
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

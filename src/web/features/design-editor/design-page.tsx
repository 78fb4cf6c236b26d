/**
 * /design — the online design editor (issue 14; docs/online-design.md). `?id=` opens one of my designs; `?code=&config=`
 * (the quote page's "Design online") starts a design at that configuration's size, from `template` when given; without
 * either the shopper picks what to design. The route is its own lazy chunk (Fabric, pdf-lib and the fonts load only
 * here) and sits behind RequireLogin: designs are saved to the account.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../generated/shop-api';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { DESIGN_KINDS, type DesignKind } from '../../../domain/editor/products';
import { api } from '../../../client/api/api';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, useShopMutation } from '../../../client/api/query';
import { Editor } from './editor';
import './design.css';

type Design = components['schemas']['Design'];

/** What "design a business card" starts from when no quote page chose the product: its default configuration. */
const STARTERS: Record<DesignKind, string> = {
  business_card: 'bc_standard',
  flyer: 'flyer_digital',
  postcard: 'postcard',
  sticker: 'sticker_die_cut',
  poster: 'poster_digital',
};

function parseConfig(raw: string | null): Record<string, string | number | boolean> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof entry[1])));
  } catch {
    return {};
  }
}

export default function DesignEditorPage() {
  const { t } = useTranslation('editor');
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  const code = params.get('code');
  if (id) return <OpenDesign key={id} id={id} />;
  if (code) return <StartDesign code={code} config={parseConfig(params.get('config'))} template={params.get('template')} />;
  return (
    <div className="container page-section de-start">
      <h1>{t('editor.start.title')}</h1>
      <p className="de-muted">{t('editor.start.intro')}</p>
      <ul className="de-kinds">
        {DESIGN_KINDS.map((kind) => (
          <li key={kind}>
            <Link className={`de-kind de-kind-${kind}`} to={`/design?code=${STARTERS[kind]}`}>
              <span className="de-kind-shape" aria-hidden="true" />
              <strong>{t(`editor.kinds.${kind}`)}</strong>
              <span className="de-muted">{t(`editor.start.${kind}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/user/my_designs">{t('editor.start.my_designs')}</Link>
      </p>
    </div>
  );
}

function StartDesign({ code, config, template }: { code: string; config: Record<string, string | number | boolean>; template: string | null }) {
  const { t } = useTranslation('editor');
  const navigate = useNavigate();
  const started = useRef(false);
  const { run } = useShopMutation({ mutationFn: (body: { code: string; config: Record<string, string | number | boolean>; template_id?: string }) => api.POST('/editor/create', { body }) });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run({ code, config, ...(template ? { template_id: template } : {}) }).then((design) => {
      navigate(design ? `/design?id=${design.id}` : '/design', { replace: true });
    });
  }, [code, config, template, run, navigate]);
  return (
    <div className="container page-section">
      <p className="de-muted" role="status">
        {t('editor.loading')}
      </p>
    </div>
  );
}

/**
 * A design opens with the server's version: an answer cached from an earlier visit (the state before its last save)
 * is never edited — the editor starts only from an answer fetched since this page opened, and starts again from a
 * fresh one when the shopper reloads the saved version after a refused save.
 */
function OpenDesign({ id }: { id: number }) {
  const { t } = useTranslation('editor');
  const query = useQuery(envelope($api.queryOptions('get', '/editor/detail', { params: { query: { id } } })));
  const [opened, setOpened] = useState<{ design: Design; round: number } | null>(null);
  const [round, setRound] = useState(0);
  // After a reload only an answer newer than the one shown counts.
  const [after, setAfter] = useState(0);
  const fresh = query.isFetchedAfterMount && !query.isFetching && query.dataUpdatedAt > after && query.data ? query.data : null;
  // The first fresh answer, and the first one after each reload, opens the editor (state adjusted while rendering);
  // later refetches (after a save) do not restart it.
  let shown = opened;
  if (fresh && (!opened || opened.round !== round)) {
    shown = { design: fresh, round };
    setOpened(shown);
  }
  const { refetch, dataUpdatedAt } = query;
  const reload = useCallback(() => {
    setAfter(dataUpdatedAt);
    setOpened(null);
    setRound((n) => n + 1);
    void refetch();
  }, [refetch, dataUpdatedAt]);
  if (shown && shown.design.id === id) return <Editor key={`${shown.design.id}:${shown.round}`} design={shown.design} onReload={reload} />;
  return (
    <div className="container page-section">
      {query.isError && !query.isFetching ? (
        <p>
          {t('editor.missing')} <Link to="/user/my_designs">{t('editor.start.my_designs')}</Link>
        </p>
      ) : (
        <p className="de-muted" role="status">
          {t('editor.loading')}
        </p>
      )}
    </div>
  );
}

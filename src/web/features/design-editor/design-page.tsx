/**
 * /design — the online design editor (issue 14; docs/online-design.md). `?id=` opens one of my designs; `?code=&config=`
 * (the quote page's "Design online") starts a design at that configuration's size, from `template` when given; without
 * either the shopper picks what to design. The route is its own lazy chunk (Fabric, pdf-lib and the fonts load only
 * here) and sits behind RequireLogin: designs are saved to the account.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import { DESIGN_KINDS, type DesignKind } from '../../../domain/editor/products';
import { api } from '../../../client/api/api';
import { positiveInt } from '../../../client/lib/params';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { Editor } from './editor';
import './design.css';

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
  if (id) return <OpenDesign id={id} />;
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

function OpenDesign({ id }: { id: number }) {
  const { t } = useTranslation('editor');
  const design = usePageQuery(envelope($api.queryOptions('get', '/editor/detail', { params: { query: { id } } })));
  if (design.data) return <Editor key={design.data.id} design={design.data} />;
  return (
    <div className="container page-section">
      {design.failed ? (
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

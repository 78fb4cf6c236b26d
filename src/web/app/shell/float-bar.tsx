/**
 * The floating contact bar (spec §2): shown when decoration fixed.show is on; labels only when style is 1;
 * the Phone and WhatsApp items open hover panels listing the service lines.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import { linkTarget } from '../../lib/links';
import { ShopImage } from '../../../client/components/shop-image';
import { usePublicData, useServiceConfig } from '../../../client/api/session-queries';

// A stable empty list: a selector returning a fresh [] on every call makes zustand re-render forever (React #185).
const NO_LINES: never[] = [];

export function FloatBar() {
  const { t } = useTranslation();
  const fixed = usePublicData()?.decoration.fixed;
  const lines = useServiceConfig()?.service_lines ?? NO_LINES;
  const [hover, setHover] = useState<string | null>(null);
  if (!fixed || fixed.show !== 1) return null;
  const withLabels = fixed.content.style === 1;

  return (
    <aside className="float-bar" aria-label={t('float.contact_us')}>
      <ul>
        {fixed.content.data.map((item) => {
          const panel = item.key === 'phone' || item.key === 'whatsapp';
          const target = linkTarget(item.link);
          const body = (
            <>
              <ShopImage src={hover === item.key ? item.select_icon : item.icon} alt="" width={28} height={28} />
              {withLabels ? <span className="float-label">{item.name}</span> : <span className="visually-hidden">{item.name}</span>}
            </>
          );
          return (
            <li key={item.key} onMouseEnter={() => setHover(item.key)} onMouseLeave={() => setHover(null)} onFocus={() => setHover(item.key)} onBlur={() => setHover(null)}>
              {panel ? (
                <button type="button" className="float-item" aria-expanded={hover === item.key}>
                  {body}
                </button>
              ) : target.external ? (
                <a className="float-item" href={target.href} target="_blank" rel="noopener noreferrer">
                  {body}
                </a>
              ) : (
                <Link className="float-item" to={target.href}>
                  {body}
                </Link>
              )}
              {panel && hover === item.key && (
                <div className="float-panel" role="dialog" aria-label={item.name}>
                  <h4>{item.name}</h4>
                  <ul>
                    {lines.map((line) => {
                      const number = item.key === 'phone' ? line.phone : line.whatsapp;
                      const href = item.key === 'phone' ? `tel:${number.replace(/\s/g, '')}` : `https://wa.me/${number.replace(/\D/g, '')}`;
                      return (
                        <li key={line.key}>
                          <span className="line-name">{line.name}</span>
                          <a href={href} target="_blank" rel="noopener noreferrer" dir="ltr">
                            {number}
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              )}
            </li>
          );
        })}
        <li>
          <button type="button" className="float-item" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
            <span className="float-top" aria-hidden="true">↑</span>
            {withLabels ? <span className="float-label">{t('float.top')}</span> : <span className="visually-hidden">{t('float.top')}</span>}
          </button>
        </li>
      </ul>
    </aside>
  );
}

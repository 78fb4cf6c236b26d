/**
 * Home (spec §2): the category panel always open beside the hero, a welcome card, the promo video, and a shelf of
 * goods per category.
 */
import type { components } from '../../../generated/shop-api';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../client/components/navigation';
import { CategoryPanel } from '../../components/category-panel';
import { GoodsCard } from '../../components/goods-card';
import { isLocale } from '../../../domain/i18n/locales';
import { formatDate } from '../../../client/format/format';
import { LoginLink } from '../../components/login-link';
import { useCategories, useLoggedIn, usePublicData } from '../../../client/api/session-queries';

const SHELVES = 6;
const SHELF_GOODS = 5;

export default function HomePage() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const categories = useCategories();
  const publicData = usePublicData();
  const loggedIn = useLoggedIn();
  const notices = publicData?.notices ?? [];

  return (
    <>
      <section className="home-top container">
        <CategoryPanel mode="home" />
        <div className="home-hero">
          <h1>{t('home.hero_title')}</h1>
          <p>{t('home.hero_body')}</p>
          <div className="hero-actions">
            <Link className="btn btn-light" to="/goods_list/custom">
              {t('home.hero_cta')}
            </Link>
            <Link className="btn btn-ghost" to="/news_list/detail?id=5">
              {t('home.hero_files')}
            </Link>
          </div>
          <ul className="hero-points">
            <li>{t('home.point_exact')}</li>
            <li>{t('home.point_vat')}</li>
            <li>{t('home.point_delivery')}</li>
          </ul>
        </div>
        <aside className="home-card">
          <div className="home-welcome">
            <p className="home-hello">{loggedIn ? t('home.hello_user', { name: publicData?.my.nickname ?? '' }) : t('home.hello_guest')}</p>
            {!loggedIn && (
              <div className="home-auth">
                <LoginLink className="btn btn-primary">{t('header.login')}</LoginLink>
                <Link className="btn" to="/account/register">
                  {t('header.register')}
                </Link>
              </div>
            )}
          </div>
          <div className="home-notices">
            <h2>
              <Link to="/notice_list">{t('content.notices')}</Link>
            </h2>
            <ul>
              {notices.slice(0, 4).map((notice) => (
                <li key={notice.id}>
                  <Link to={`/notice_list/detail?id=${notice.id}`}>{notice.title}</Link>
                  <time dateTime={notice.create_time}>{formatDate(notice.create_time, locale)}</time>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </section>

      <section className="container home-video" aria-labelledby="home-video-title">
        <div className="home-video-text">
          <h2 id="home-video-title">{t('home.video_title')}</h2>
          <p>{t('home.video_body')}</p>
        </div>
        <video src="/pc/media/promo.webm" poster="/pc/media/promo-poster.jpg" width={640} height={360} controls muted playsInline preload="none">
          <track kind="captions" src="/pc/media/promo.en.vtt" srcLang="en" label="English" default />
        </video>
      </section>

      {categories.slice(0, SHELVES).map((category) => (
        <section key={category.id} className="container home-shelf" aria-labelledby={`shelf-${category.id}`}>
          <header className="shelf-head">
            <h2 id={`shelf-${category.id}`}>{category.name}</h2>
            <Link to={`/category?id=${category.id}`}>{t('home.see_all')}</Link>
          </header>
          <ul className="goods-grid five">
            {collectGoods(category).slice(0, SHELF_GOODS).map((goods) => (
              <GoodsCard key={goods.id} goods={goods} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

type CategoryNode = components['schemas']['Category'];

/** The menu thumbnails of a category and its descendants, in menu order. */
function collectGoods(category: CategoryNode): CategoryNode['goods'] {
  return [...category.goods, ...category.sons.flatMap(collectGoods)];
}

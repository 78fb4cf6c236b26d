import { useTranslation } from 'react-i18next';
import { ShopImage } from '../../components/shop-image';
import { useSession } from '../../lib/session-store';

export default function HomePage() {
  const { t } = useTranslation();
  const categories = useSession((s) => s.categories);
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{t('home.hero_title')}</h1>
          <p>{t('home.hero_body')}</p>
        </div>
      </section>
      <section className="container home-categories" aria-labelledby="home-categories-title">
        <h2 id="home-categories-title">{t('home.categories')}</h2>
        {categories.length === 0 ? (
          <p className="empty">{t('home.no_categories')}</p>
        ) : (
          <ul className="category-grid">
            {categories.map((category) => (
              <li key={category.id} className="category-card">
                <ShopImage src={category.icon || category.image} alt="" width={90} height={90} />
                <span className="category-name">{category.name}</span>
                <span className="category-subs">{category.sons.map((s) => s.name).join(' · ')}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

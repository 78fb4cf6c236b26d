import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';

/** spec §2/§9: "Sorry, the page you visited is wrong", then home after a 5-second countdown. */
export const NOT_FOUND_COUNTDOWN_S = 5;

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(NOT_FOUND_COUNTDOWN_S);
  useEffect(() => {
    if (seconds <= 0) {
      navigate('/', { replace: true });
      return;
    }
    const timer = setTimeout(() => setSeconds(seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, navigate]);
  return (
    <section className="error-page">
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1>{t('errors_page.not_found')}</h1>
      <p className="countdown">{t('errors_page.countdown', { seconds })}</p>
      <Link className="btn btn-primary" to="/" replace>
        {t('common.back_home')}
      </Link>
    </section>
  );
}

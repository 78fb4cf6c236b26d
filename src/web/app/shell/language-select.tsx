import { useTranslation } from 'react-i18next';
import { isLocale, locales } from '../../../domain/i18n/locales';
import { changeLocale, localeNames } from '../../../client/i18n';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-select">
      <span className="visually-hidden">{t('common.language')}</span>
      <select
        value={i18n.language}
        aria-label={t('common.language')}
        onChange={(event) => {
          const value = event.target.value;
          // Server texts (category names, messages) are per locale too: reload them in the new language.
          if (isLocale(value)) void changeLocale(value).then(() => window.location.reload());
        }}
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}

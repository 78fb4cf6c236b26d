/** Design rules and tolerances beside the form (spec §2 product detail, §5 design rules, §9 tolerances). */
import { useTranslation } from 'react-i18next';

export function DesignNotes() {
  const { t } = useTranslation();
  return (
    <section className="quote-card quote-notes" aria-labelledby="notes-title">
      <h2 id="notes-title">{t('quote_ui.notes.design_title')}</h2>
      <ul>
        <li>{t('quote_ui.notes.cmyk')}</li>
        <li>{t('quote_ui.notes.curves')}</li>
        <li>{t('quote_ui.notes.bleed')}</li>
      </ul>
      <h2>{t('quote_ui.notes.tolerances_title')}</h2>
      <ul>
        <li>{t('quote_ui.notes.colour')}</li>
        <li>{t('quote_ui.notes.size')}</li>
        <li>{t('quote_ui.notes.cut')}</li>
      </ul>
    </section>
  );
}

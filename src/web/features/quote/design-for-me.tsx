/** "No print-ready file? Design it for me": buy with the design service (docs/design-service.md). */
import { useTranslation } from 'react-i18next';

export function DesignForMe({ disabled, onClick }: { disabled: boolean; onClick(): void }) {
  const { t } = useTranslation('design');
  return (
    <div className="quote-design-for-me">
      <button type="button" className="btn btn-outline btn-large" disabled={disabled} onClick={onClick} data-testid="design-for-me-quote">
        {t('design.quote.button')}
      </button>
      <p className="quote-muted">{t('design.quote.hint')}</p>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isValidSearchText } from '../../../domain/validation';
import { useNotify } from '../../../client/lib/notify-store';

const TYPES = ['product', 'ready_stock', 'design'] as const;

/** spec §2: type selector (default product) + text; Enter or the button goes to /goods_list?name= (type not sent). */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [type, setType] = useState<(typeof TYPES)[number]>('product');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidSearchText(text)) {
      useNotify.getState().showAlert(t('header.search_empty'));
      return;
    }
    navigate(`/goods_list?name=${encodeURIComponent(text.trim())}`);
  }

  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <select aria-label={t('header.search_type_label')} value={type} onChange={(e) => setType(e.target.value as (typeof TYPES)[number])}>
        {TYPES.map((value) => (
          <option key={value} value={value}>
            {t(`header.search_type.${value}`)}
          </option>
        ))}
      </select>
      <input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('header.search_placeholder')} aria-label={t('header.search')} maxLength={100} />
      <button type="submit" className="btn btn-primary">
        {t('header.search')}
      </button>
    </form>
  );
}

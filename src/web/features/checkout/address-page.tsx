/** /user/address: the address book on its own page. */
import { useTranslation } from 'react-i18next';
import { AddressBook } from './address-book';
import '../../components/checkout.css';

export default function AddressPage() {
  const { t } = useTranslation('checkout');
  return (
    <section className="ck-user-page" aria-labelledby="address-title">
      <h1 id="address-title" className="ck-title">
        {t('checkout.address.title')}
      </h1>
      <div className="ck-panel">
        <AddressBook />
      </div>
    </section>
  );
}

/**
 * /shop_cart: the cart (spec §2 screens: empty state, select, delete selected). Lines are re-priced by the server on
 * every read; a line whose price moved since it was added shows old → new and must be accepted before checkout
 * (cart/update with only the id re-snapshots it); a line that can no longer be made is flagged.
 */
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../client/components/navigation';
import type { components, paths } from '../../../generated/shop-api';
import { $api, envelope, usePageQuery, useShopMutation } from '../../../client/api/query';
import { api } from '../../../client/api/api';
import { useProductStrings } from '../../../client/i18n';
import { FileName, LineOptions, NoDesignFileNeeded, ProductCell, useLineName } from '../../../client/components/checkout-parts';
import { Money } from '../../../client/components/money';
import { ConfirmDialog } from '../../../client/components/confirm-dialog';
import '../../components/checkout.css';

type CartLine = components['schemas']['CartLine'];
type CartUpdate = NonNullable<paths['/cart/update']['post']['requestBody']>['content']['application/json'];
/** One cart write: cart/update, or cart/delete of the ids. */
type CartWrite = CartUpdate | { ids: number[] };

async function sendCartWrite(write: CartWrite) {
  return 'ids' in write ? api.POST('/cart/delete', { body: write }) : api.POST('/cart/update', { body: write });
}

export default function CartPage() {
  const { t } = useTranslation('checkout');
  const ready = useProductStrings();
  return (
    <div className="container ck-page">
      <h1 className="ck-title">{t('checkout.cart.title')}</h1>
      {!ready ? <p className="ck-muted">{t('checkout.common.loading')}</p> : <Cart />}
    </div>
  );
}

function Cart() {
  // Stock lines' issues are keys of the `stock` namespace.
  const { t } = useTranslation(['checkout', 'stock']);
  const navigate = useNavigate();
  const { data, loading, failed, refetch } = usePageQuery(envelope($api.queryOptions('get', '/cart/lists')));
  // Every cart write refetches the cart and the header's cart count (public data).
  const write = useShopMutation<CartWrite, unknown>({ mutationFn: sendCartWrite });
  // The shopper's ticks; an untouched line is selected when it can be ordered.
  const [choice, setChoice] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [confirmDelete, setConfirmDelete] = useState(false);
  const lines = useMemo(() => data?.lists ?? [], [data]);
  const isSelected = (line: CartLine) => choice.get(line.id) ?? line.valid;

  const chosen = lines.filter(isSelected);
  const total = chosen.reduce((sum, l) => sum + (l.valid ? l.current_price_fils : 0), 0);
  const allSelected = lines.length > 0 && chosen.length === lines.length;
  const blocker =
    chosen.length === 0
      ? t('checkout.cart.need_selection')
      : chosen.some((l) => !l.valid)
        ? t('checkout.cart.need_valid')
        : chosen.some((l) => l.price_changed)
          ? t('checkout.cart.need_accept')
          : null;

  const busy = write.pending;
  const mutate = async (body: CartWrite): Promise<boolean> => (await write.run(body)) !== null;

  const toggle = (id: number, on: boolean) => setChoice((previous) => new Map(previous).set(id, on));
  const selectAll = (on: boolean) => setChoice(new Map(lines.map((l) => [l.id, on])));

  if (failed && !data) {
    return (
      <div className="ck-panel ck-empty" role="alert">
        <p>{t('checkout.common.load_failed')}</p>
        <button type="button" className="btn" onClick={() => void refetch()}>
          {t('checkout.common.retry')}
        </button>
      </div>
    );
  }
  if (!data) return <p className="ck-muted">{t('checkout.common.loading')}</p>;
  if (lines.length === 0) {
    return (
      <div className="ck-panel ck-empty">
        <span className="ck-empty-icon" aria-hidden="true" />
        <p className="ck-empty-title">{t('checkout.cart.empty')}</p>
        <p className="ck-muted">{t('checkout.cart.empty_hint')}</p>
        <Link to="/goods_list/custom" className="btn btn-primary">
          {t('checkout.cart.browse')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <p className="ck-muted ck-subtitle">{t('checkout.cart.count', { count: lines.length })}</p>
      <table className="ck-table ck-cart-table" aria-busy={loading || busy}>
        <thead>
          <tr>
            <th className="ck-col-check">
              <input type="checkbox" aria-label={t('checkout.cart.select_all')} checked={allSelected} onChange={(e) => selectAll(e.target.checked)} />
            </th>
            <th>{t('checkout.common.product')}</th>
            <th className="ck-col-qty">{t('checkout.common.quantity')}</th>
            <th className="ck-col-file">{t('checkout.common.design_file')}</th>
            <th className="ck-col-price">{t('checkout.common.price')}</th>
            <th className="ck-col-actions">{t('checkout.common.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <CartRow
              key={line.id}
              line={line}
              checked={isSelected(line)}
              busy={busy}
              onCheck={(on) => toggle(line.id, on)}
              onQuantity={(quantity) => mutate({ id: line.id, config: { quantity } })}
              onAccept={() => void mutate({ id: line.id })}
              onDelete={() => void mutate({ ids: [line.id] })}
            />
          ))}
        </tbody>
      </table>
      <div className="ck-cart-bar">
        <label className="ck-check">
          <input type="checkbox" checked={allSelected} onChange={(e) => selectAll(e.target.checked)} />
          {t('checkout.cart.select_all')}
        </label>
        <button type="button" className="link-button ck-link ck-danger" disabled={chosen.length === 0 || busy} onClick={() => setConfirmDelete(true)}>
          {t('checkout.cart.delete_selected')}
        </button>
        <div className="ck-cart-sum">
          <span>{t('checkout.cart.selected', { count: chosen.length })}</span>
          <span className="ck-cart-total">
            {t('checkout.cart.total')} <Money fils={total} className="ck-price" />
          </span>
          <span className="ck-muted ck-small">{t('checkout.cart.note')}</span>
        </div>
        <div className="ck-cart-go">
          <button type="button" className="btn btn-primary btn-large" disabled={blocker !== null || busy || loading} onClick={() => navigate(`/confirm_order?ids=${chosen.map((l) => l.id).join(',')}`)}>
            {t('checkout.cart.checkout')}
          </button>
          {blocker && chosen.length > 0 && <p className="ck-warning ck-small">{blocker}</p>}
        </div>
      </div>
      {confirmDelete && (
        <ConfirmDialog
          cancelLabel={t('checkout.common.cancel')}
          title={t('checkout.cart.delete_confirm_title')}
          text={t('checkout.cart.delete_confirm', { count: chosen.length })}
          confirmLabel={t('checkout.common.delete')}
          onClose={() => setConfirmDelete(false)}
          onConfirm={() => void mutate({ ids: chosen.map((l) => l.id) })}
        />
      )}
    </>
  );
}

function CartRow({ line, checked, busy, onCheck, onQuantity, onAccept, onDelete }: { line: CartLine; checked: boolean; busy: boolean; onCheck(on: boolean): void; onQuantity(q: number): Promise<boolean>; onAccept(): void; onDelete(): void }) {
  const { t } = useTranslation(['checkout', 'stock']);
  const name = useLineName()(line);
  const firstIssue = line.issues.find((i) => i.severity === 'error') ?? line.issues[0];
  return (
    <tr className={`${line.valid ? '' : 'is-invalid'}${line.price_changed ? ' is-changed' : ''}`} data-line-id={line.id}>
      <td className="ck-col-check">
        <input type="checkbox" aria-label={t('checkout.cart.select_line', { name })} checked={checked} onChange={(e) => onCheck(e.target.checked)} />
      </td>
      <td>
        <ProductCell code={line.code} title={line.title} image={line.image} stock={line.stock ?? undefined}>
          {!line.stock && <LineOptions config={line.config} />}
          {!line.valid && (
            <p className="ck-flag ck-flag-error" role="note">
              {t('checkout.cart.invalid')}
              {firstIssue ? `: ${t(firstIssue.message, firstIssue.params)}` : ''} <span className="ck-muted">{t('checkout.cart.invalid_hint')}</span>
            </p>
          )}
        </ProductCell>
      </td>
      <td className="ck-col-qty" data-label={t('checkout.common.quantity')}>
        {/* Keyed by the server's quantity: a re-priced answer resets what was typed. */}
        <QuantityInput key={line.quantity} value={line.quantity} label={t('checkout.cart.quantity_of', { name })} disabled={busy} onCommit={onQuantity} />
      </td>
      <td className="ck-col-file" data-label={t('checkout.common.design_file')}>
        {line.stock ? <NoDesignFileNeeded /> : <FileName file={line.file} />}
      </td>
      <td className="ck-col-price" data-label={t('checkout.common.price')}>
        {line.price_changed ? (
          <div className="ck-price-change">
            <span className="ck-flag ck-flag-warn">{t('checkout.cart.price_changed')}</span>
            <span>
              <s className="ck-muted">
                <Money fils={line.price_fils} />
              </s>{' '}
              <span aria-hidden="true" className="ck-arrow">
                →
              </span>{' '}
              <Money fils={line.current_price_fils} className="ck-price" />
            </span>
            <button type="button" className="btn btn-small" disabled={busy} onClick={onAccept}>
              {t('checkout.cart.accept_price')}
            </button>
          </div>
        ) : (
          <Money fils={line.valid ? line.current_price_fils : line.price_fils} className={line.valid ? 'ck-price' : 'ck-muted'} />
        )}
        <span className="ck-muted ck-small">{t('checkout.common.vat_included')}</span>
      </td>
      <td className="ck-col-actions">
        <button type="button" className="link-button ck-link ck-danger" disabled={busy} onClick={onDelete}>
          {t('checkout.common.delete')}
        </button>
      </td>
    </tr>
  );
}

function QuantityInput({ value, label, disabled, onCommit }: { value: number; label: string; disabled: boolean; onCommit(quantity: number): Promise<boolean> }) {
  const [text, setText] = useState(String(value));
  // Enter commits, and so does the blur that follows when the field is disabled during the update: send once.
  const sent = useRef<number | null>(null);
  function commit() {
    const n = Number(text);
    if (!Number.isInteger(n) || n < 1) setText(String(value));
    else if (n !== value && n !== sent.current) {
      sent.current = n;
      void onCommit(n).then((ok) => {
        if (ok) return;
        sent.current = null;
        setText(String(value));
      });
    }
  }
  return (
    <input
      type="number"
      min={1}
      inputMode="numeric"
      className="ck-qty"
      aria-label={label}
      value={text}
      disabled={disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}

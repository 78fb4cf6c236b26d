/**
 * A flash sale's countdown (spec §2 /seckill). It counts on the shop's clock: the server's `now` when the sale was
 * read, carried forward by the browser's own clock, so a wrong clock on the shopper's computer does not move it.
 * When it reaches zero it calls `onZero` once (the page reads the sale again: it has started or ended).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownParts, secondsUntil } from '../../domain/stock/stock';

/** The shop clock's time now, from the server's `now` read at `readAt` (the browser's time then). */
function useShopNow(serverNow: string): Date {
  const [offset] = useState(() => new Date(serverNow).getTime() - Date.now());
  const [now, setNow] = useState(() => new Date(Date.now() + offset));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date(Date.now() + offset)), 1000);
    return () => window.clearInterval(timer);
  }, [offset]);
  return now;
}

const two = (n: number) => String(n).padStart(2, '0');

export function Countdown({ to, serverNow, label, onZero, className }: { to: string; serverNow: string; label: string; onZero?: () => void; className?: string }) {
  const { t } = useTranslation('stock');
  // Keyed by the answer it counts from: a fresh `now` from the server starts a fresh count.
  const now = useShopNow(serverNow);
  const seconds = secondsUntil(new Date(to), now);
  const fired = useRef(false);
  useEffect(() => {
    if (seconds === 0 && !fired.current) {
      fired.current = true;
      onZero?.();
    }
  }, [seconds, onZero]);
  const parts = countdownParts(seconds);
  return (
    <p className={`sk-countdown${className ? ` ${className}` : ''}`} role="timer" aria-live="off">
      <span className="sk-countdown-label">{label}</span>{' '}
      {parts.days > 0 && <span className="sk-countdown-days">{t('stock.seckill.days', { count: parts.days })} </span>}
      <bdi dir="ltr" className="sk-countdown-clock">
        {two(parts.hours)}:{two(parts.minutes)}:{two(parts.seconds)}
      </bdi>
    </p>
  );
}

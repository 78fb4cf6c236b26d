/** A rating shown as five stars (reviews on the goods page, my reviews, the console), with the number for screen readers. */
import './stars.css';

export function Stars({ rating, label, size = 'normal' }: { rating: number; label: string; size?: 'normal' | 'large' }) {
  const full = Math.round(rating * 2) / 2;
  return (
    <span className={`stars stars-${size}`} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} className={`star${full >= n ? ' is-full' : full >= n - 0.5 ? ' is-half' : ''}`} aria-hidden="true" />
      ))}
    </span>
  );
}

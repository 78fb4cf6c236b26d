/** An amount in AED, formatted for the current language (src/domain/format.ts). Money stays integer fils until here. */
import { formatAed } from '../../domain/format';
import { useLocale } from '../i18n';

/** `signed` shows + for positive amounts; negative amounts get a real minus sign. Left-to-right even inside Arabic text. */
export function Money({ fils, className, signed }: { fils: number; className?: string; signed?: boolean }) {
  const locale = useLocale();
  const sign = fils < 0 ? '−' : signed && fils > 0 ? '+' : '';
  return (
    <bdi className={className} dir="ltr">
      {sign}
      {formatAed(Math.abs(fils), locale)}
    </bdi>
  );
}

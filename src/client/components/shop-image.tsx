import { usePublicData } from '../api/session-queries';

/** An image from the shop's image host (publicData.shop.oss_domain), always with explicit size (no layout shift). */
export function ShopImage({ src, alt, width, height, className }: { src: string; alt: string; width: number; height: number; className?: string }) {
  const host = usePublicData()?.shop.oss_domain ?? '/pc/';
  const url = /^(https?:)?\/\//.test(src) || src.startsWith('/') ? src : `${host}${src}`;
  return <img src={url} alt={alt} width={width} height={height} className={className} loading="lazy" decoding="async" />;
}

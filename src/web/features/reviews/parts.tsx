/** Pieces the review pages share: a review's pictures (with the session: the author also sees a hidden review's). */
import type { components } from '../../../generated/shop-api';
import { SessionImage } from '../../../client/components/session-image';
import { api } from '../../../client/api/api';

type Upload = components['schemas']['Upload'];

export function ReviewImages({ reviewId, images, alt }: { reviewId: number; images: Upload[]; alt: string }) {
  if (images.length === 0) return null;
  return (
    <div className="rv-images">
      {images.map((image) => (
        <SessionImage key={image.id} className="rv-thumb" alt={alt} load={() => api.GET('/review/image', { params: { query: { id: reviewId, file_id: image.id } }, parseAs: 'blob' })} />
      ))}
    </div>
  );
}

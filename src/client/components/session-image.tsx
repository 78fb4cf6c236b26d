/**
 * A picture an operation answers only with the session header (an after-sales picture, a picture of one's own hidden
 * review): an <img src> cannot send it, so the picture is fetched with the client and shown from a blob URL (revoked
 * when the component goes). A refusal (the envelope instead of the image) shows an empty frame.
 */
import { useEffect, useState } from 'react';

export function SessionImage({ load, alt, className }: { load: () => Promise<{ data?: unknown; response: Response }>; alt: string; className: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    void load().then(({ data, response }) => {
      if (!live || !response.ok || !(data instanceof Blob) || response.headers.get('content-type')?.includes('json')) return;
      made = URL.createObjectURL(data);
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
    // `load` is a new function each render; what it loads is fixed for the component's life (key it by the picture).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <a className={className} href={url ?? undefined} target="_blank" rel="noreferrer">
      {url ? <img src={url} alt={alt} /> : null}
    </a>
  );
}

/**
 * Up to `max` pictures (JPEG or PNG, `maxBytes` or less) uploaded one at a time as they are chosen, shown as named
 * thumbnails the shopper can remove — the after-sales application and the review form. The browser pre-checks type
 * and size; the server checks again (type by content, size) and stores each under a generated name. Labels come
 * from the page's own namespace.
 */
import { useRef, useState } from 'react';
import type { components } from '../../generated/shop-api';
import { uploadOrLogin } from '../../client/api/upload';
import { HiddenFileInput } from '../../client/components/file-input';
import './picture-picker.css';

type Upload = components['schemas']['Upload'];

export interface PicturePickerLabels {
  title: string;
  hint: string;
  add: string;
  uploading(percent: number): string;
  remove(name: string): string;
  tooMany: string;
  type(name: string): string;
  tooLarge(name: string): string;
  failed: string;
}

export function PicturePicker({
  kind,
  value,
  onChange,
  onBusy,
  max,
  maxBytes,
  error,
  labels,
  testIds = {},
}: {
  kind: 'after_sales' | 'review';
  value: Upload[];
  onChange(next: Upload[]): void;
  /** Told when an upload starts and ends (the form waits for it before sending). */
  onBusy?(busy: boolean): void;
  max: number;
  maxBytes: number;
  /** The form's own message about the pictures, shown when no upload problem is. */
  error?: string | undefined;
  labels: PicturePickerLabels;
  testIds?: { input?: string; image?: string };
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ percent: number } | { error: string } | null>(null);
  const uploading = upload !== null && 'percent' in upload;

  const add = async (file: File) => {
    if (value.length >= max) return setUpload({ error: labels.tooMany });
    if (!/\.(jpe?g|png)$/i.test(file.name)) return setUpload({ error: labels.type(file.name) });
    if (file.size > maxBytes) return setUpload({ error: labels.tooLarge(file.name) });
    setUpload({ percent: 0 });
    onBusy?.(true);
    const done = await uploadOrLogin(kind, file, (percent) => setUpload({ percent }));
    onBusy?.(false);
    if (!done.ok) return setUpload({ error: done.message ?? labels.failed });
    setUpload(null);
    onChange([...value, done.file]);
  };
  const problem = upload && 'error' in upload ? upload.error : error;

  return (
    <div className="pic-picker">
      <span className="pic-label">{labels.title}</span>
      <div className="pic-images">
        {value.map((image) => (
          <div key={image.id} className="pic-thumb" data-testid={testIds.image}>
            <span className="pic-name">{image.name}</span>
            <button type="button" className="link-button pic-remove" aria-label={labels.remove(image.name)} onClick={() => onChange(value.filter((i) => i.id !== image.id))}>
              ×
            </button>
          </div>
        ))}
        <button type="button" className="btn" disabled={uploading} onClick={() => (value.length >= max ? setUpload({ error: labels.tooMany }) : fileInput.current?.click())}>
          {upload && 'percent' in upload ? labels.uploading(upload.percent) : labels.add}
        </button>
        <HiddenFileInput ref={fileInput} accept="image/jpeg,image/png" testId={testIds.input} onFile={(file) => void add(file)} />
      </div>
      {problem ? (
        <p className="pic-error" role="alert">
          {problem}
        </p>
      ) : (
        <p className="field-hint">{labels.hint}</p>
      )}
    </div>
  );
}

/** The hidden file input behind an upload button: one file, the input cleared so the same file can be chosen again. */
import type { Ref } from 'react';

export function HiddenFileInput({ ref, accept, testId, onFile }: { ref: Ref<HTMLInputElement>; accept?: string; testId?: string | undefined; onFile(file: File): void }) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      className="visually-hidden"
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}

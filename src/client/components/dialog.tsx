/**
 * A modal on the native `<dialog>`: showModal() gives the inert page behind, the backdrop and Escape (which arrives as
 * a `cancel` event, routed to onClose so React state stays the one source of truth). The browser lets Tab leave a
 * modal dialog for its own toolbar; `keepTabInside` wraps Tab from the last control to the first (and Shift+Tab back)
 * so keyboard users stay in the dialog until it closes.
 */
import { useEffect, useEffectEvent, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last focusable control goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || active === event.currentTarget : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

export interface DialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Accessible name of the × button; without it the dialog has no close button (e.g. confirmations). */
  closeLabel?: string;
  /** Id of the element describing the dialog, for assistive technology. */
  describedBy?: string;
  className?: string;
}

export function Dialog({ title, onClose, children, closeLabel, describedBy, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const cancel = useEffectEvent(() => onClose());
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      cancel();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
    };
  }, []);
  return (
    <dialog ref={ref} className={`modal dialog${className ? ` ${className}` : ''}`} aria-labelledby={`${id}-title`} aria-describedby={describedBy} onKeyDown={keepTabInside}>
      <div className="dialog-head">
        <h2 id={`${id}-title`}>{title}</h2>
        {closeLabel && (
          <button type="button" className="dialog-close" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        )}
      </div>
      {children}
    </dialog>
  );
}

/**
 * User feedback (spec §7): a success toast when an answer has `show` and `msg`; otherwise an alert titled "Error"
 * with a Close button.
 */
import { create } from 'zustand';

export interface Toast {
  id: number;
  text: string;
}

interface NotifyState {
  toasts: Toast[];
  alert: string | null;
  toast(text: string): void;
  dismissToast(id: number): void;
  showAlert(text: string): void;
  closeAlert(): void;
}

let nextId = 1;
const TOAST_MS = 2500;

export const useNotify = create<NotifyState>((set, get) => ({
  toasts: [],
  alert: null,
  toast(text) {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, text }] });
    setTimeout(() => get().dismissToast(id), TOAST_MS);
  },
  dismissToast: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
  showAlert: (alert) => set({ alert }),
  closeAlert: () => set({ alert: null }),
}));

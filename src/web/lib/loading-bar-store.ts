/**
 * The navigation loading bar (spec §2 "Other", §9): shown only when loading lasts over 200 ms (throttle), creeping
 * toward the end over 5000 ms (duration), finished when loading stops.
 */
import { create } from 'zustand';

export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;

interface LoadingBarState {
  pending: number;
  visible: boolean;
  start(): void;
  done(): void;
}

let showTimer: ReturnType<typeof setTimeout> | null = null;

export const useLoadingBar = create<LoadingBarState>((set, get) => ({
  pending: 0,
  visible: false,
  start() {
    set({ pending: get().pending + 1 });
    if (!showTimer && !get().visible) {
      showTimer = setTimeout(() => {
        showTimer = null;
        if (get().pending > 0) set({ visible: true });
      }, LOADING_BAR_THROTTLE_MS);
    }
  },
  done() {
    const pending = Math.max(0, get().pending - 1);
    set({ pending });
    if (pending === 0) {
      if (showTimer) clearTimeout(showTimer);
      showTimer = null;
      set({ visible: false });
    }
  },
}));

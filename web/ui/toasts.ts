import { create } from 'zustand';

/** SPEC §4 toast types. */
type ToastType = 'info' | 'success' | 'warning' | 'error' | 'default' | 'loading';

export interface Toast {
  id: number;
  type: ToastType;
  text: string;
  /**
   * What the toast tells of: a newer toast of the same topic replaces it, so a guest who saves
   * step after step reads the last word, not a stack of them. Without one, its
   * text is its topic: "Copy link" pressed twice shows one toast, not a tower.
   */
  topic: string;
}

interface ToastOptions {
  topic?: string;
}

/** SPEC §9: a toast stays 6000 ms. */
const TOAST_DURATION_MS = 6000;

interface ToastState {
  toasts: Toast[];
  show: (type: ToastType, text: string, options?: ToastOptions) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToasts = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (type, text, { topic = text } = {}) => {
    const id = nextId++;
    const others = get().toasts.filter((shown) => shown.topic !== topic);
    set({ toasts: [...others, { id, type, text, topic }] });
    if (type !== 'loading') setTimeout(() => get().dismiss(id), TOAST_DURATION_MS);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((toast) => toast.id !== id) }),
}));

export const toast = {
  success: (text: string, options?: ToastOptions) => useToasts.getState().show('success', text, options),
  error: (text: string, options?: ToastOptions) => useToasts.getState().show('error', text, options),
  info: (text: string, options?: ToastOptions) => useToasts.getState().show('info', text, options),
};

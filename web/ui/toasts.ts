import { create } from 'zustand';

/** SPEC §4 toast types. */
type ToastType = 'info' | 'success' | 'warning' | 'error' | 'default' | 'loading';

interface Toast {
  id: number;
  type: ToastType;
  text: string;
}

/** SPEC §9: a toast stays 6000 ms. */
const TOAST_DURATION_MS = 6000;

interface ToastState {
  toasts: Toast[];
  show: (type: ToastType, text: string) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToasts = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (type, text) => {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, type, text }] });
    if (type !== 'loading') setTimeout(() => get().dismiss(id), TOAST_DURATION_MS);
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((toast) => toast.id !== id) }),
}));

export const toast = {
  success: (text: string) => useToasts.getState().show('success', text),
  error: (text: string) => useToasts.getState().show('error', text),
  info: (text: string) => useToasts.getState().show('info', text),
};

import { createContext } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastContextValue {
  /** Shows a toast; it replaces the one on screen, if any (spec §9: at most one at a time). */
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

export const ToastContext = createContext<ToastContextValue | undefined>(undefined);

import Box from '@mui/material/Box';
import { useCallback, useRef } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';
import { ToastCard } from './ToastCard.tsx';
import type { ToastOptions, ToastVariant } from './ToastContext.ts';
import { TOAST_HOTKEY } from './toastRules.ts';
import { useHotkey } from './useHotkey.ts';

export interface ShownToast extends ToastOptions {
  id: number;
  variant: ToastVariant;
}

interface ToastViewportProps {
  toast: ShownToast | null;
  onDismiss: (id: number) => void;
}

/**
 * The notifications region. Both live regions stay in the page so screen readers announce what is put in
 * them: default toasts politely (status), destructive ones at once (alert).
 */
export function ToastViewport({ toast, onDismiss }: ToastViewportProps) {
  const { t } = useLanguage();
  const regionRef = useRef<HTMLElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const focusBeforeHotkey = useRef<HTMLElement | null>(null);

  useHotkey(TOAST_HOTKEY, () => {
    if (document.activeElement instanceof HTMLElement && !regionRef.current?.contains(document.activeElement))
      focusBeforeHotkey.current = document.activeElement;
    (cardRef.current ?? regionRef.current)?.focus();
  });

  const dismiss = useCallback(
    (id: number) => {
      const focusWasInside = cardRef.current?.contains(document.activeElement) ?? false;
      if (focusWasInside && focusBeforeHotkey.current?.isConnected) focusBeforeHotkey.current.focus();
      focusBeforeHotkey.current = null;
      onDismiss(id);
    },
    [onDismiss],
  );

  const card = (variant: ToastVariant) =>
    toast?.variant === variant && (
      <ToastCard key={toast.id} toast={toast} cardRef={cardRef} onDismiss={() => dismiss(toast.id)} />
    );

  return (
    <Box
      component="section"
      ref={regionRef}
      tabIndex={-1}
      aria-label={t.toast.regionLabel}
      data-testid="toast-region"
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        right: { xs: 16, sm: 24 },
        // Above the chat's round button (56 px high at 16 or 24 px from the bottom).
        bottom: { xs: 88, sm: 96 },
        width: { xs: 'calc(100% - 32px)', sm: 400 },
        pointerEvents: 'none',
        outline: 'none',
      }}
    >
      <div role="status" aria-atomic="true">
        {card('default')}
      </div>
      <div role="alert" aria-atomic="true">
        {card('destructive')}
      </div>
    </Box>
  );
}

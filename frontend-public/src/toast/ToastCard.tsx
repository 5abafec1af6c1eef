import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import type { FocusEvent, KeyboardEvent, Ref } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';
import { GOLD_LIGHT } from '../theme/theme.ts';
import type { ToastOptions, ToastVariant } from './ToastContext.ts';
import { TOAST_DURATION_MS } from './toastRules.ts';
import { usePausableTimer } from './usePausableTimer.ts';
import { useSwipeToDismiss } from './useSwipeToDismiss.ts';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: translateY(0); }
`;

const variantSx: Record<ToastVariant, object> = {
  default: { backgroundColor: '#17171c', borderColor: 'rgba(201, 162, 39, 0.5)' },
  destructive: { backgroundColor: '#4a1512', borderColor: 'error.main' },
};

interface ToastCardProps {
  toast: ToastOptions & { variant: ToastVariant };
  onDismiss: () => void;
  cardRef: Ref<HTMLDivElement>;
}

/** One toast: dismissed by its timer, its close button, Escape, or a swipe to the right. */
export function ToastCard({ toast, onDismiss, cardRef }: ToastCardProps) {
  const { t } = useLanguage();
  const { pause, resume } = usePausableTimer(TOAST_DURATION_MS, onDismiss);
  const { offsetPx, isSwiping, swipeHandlers } = useSwipeToDismiss(onDismiss);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) resume('focus');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') onDismiss();
  };

  return (
    <Box
      ref={cardRef}
      tabIndex={-1}
      data-testid="toast"
      data-variant={toast.variant}
      onPointerEnter={() => pause('hover')}
      onPointerLeave={() => resume('hover')}
      onFocus={() => pause('focus')}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      {...swipeHandlers}
      sx={[
        {
          pointerEvents: 'auto',
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          py: 1.75,
          pl: 2.5,
          pr: 1,
          border: '1px solid',
          borderRadius: 1.5,
          color: 'text.primary',
          boxShadow: '0 16px 40px rgba(0, 0, 0, 0.55)',
          touchAction: 'pan-y',
          userSelect: 'none',
          animation: `${slideIn} 220ms ease-out`,
          transform: `translateX(${offsetPx}px)`,
          opacity: Math.max(0.25, 1 - offsetPx / 200),
          transition: isSwiping ? 'none' : 'transform 200ms ease, opacity 200ms ease',
          '&:focus-visible': { outline: `2px solid ${GOLD_LIGHT}`, outlineOffset: 2 },
        },
        variantSx[toast.variant],
      ]}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 600 }} data-testid="toast-title">
          {toast.title}
        </Typography>
        {toast.description && (
          <Typography
            component="p"
            variant="body2"
            sx={{ color: 'text.secondary', mt: 0.5 }}
            data-testid="toast-description"
          >
            {toast.description}
          </Typography>
        )}
      </Box>
      <IconButton size="small" aria-label={t.toast.close} onClick={onDismiss} sx={{ color: 'inherit' }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

import { visuallyHidden } from '@grandtour/shared/ui';
import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';

/**
 * Where a dialog loaded on demand appears. Until its code arrives the focus stays on the button that opened it and
 * screen readers hear it loading; then the dialog's focus trap takes over and gives the focus back on close.
 */
export function DialogSuspense({ children }: { children: ReactNode }) {
  const { t } = useLanguage();
  return (
    <Suspense
      fallback={
        <Box role="status" sx={visuallyHidden}>
          {t.common.loading}
        </Box>
      }
    >
      {children}
    </Suspense>
  );
}

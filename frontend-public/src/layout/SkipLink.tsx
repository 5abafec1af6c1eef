import Box from '@mui/material/Box';
import { useLanguage } from '../i18n/useLanguage.ts';
import { INK } from '../theme/theme.ts';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const { t } = useLanguage();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 2000,
        px: 2,
        py: 1,
        backgroundColor: 'primary.main',
        color: INK,
        fontWeight: 600,
        borderRadius: 1,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t.common.skipToContent}
    </Box>
  );
}

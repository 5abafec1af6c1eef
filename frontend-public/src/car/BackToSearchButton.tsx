import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../i18n/useLanguage.ts';

export function BackToSearchButton({ variant = 'text' }: { variant?: 'text' | 'contained' }) {
  const { t } = useLanguage();
  return (
    <Button
      component={RouterLink}
      to="/search"
      variant={variant}
      startIcon={<ArrowBackIcon />}
      data-testid="back-to-search"
      sx={
        variant === 'text'
          ? { color: 'text.secondary', px: 1, '&:hover': { color: 'text.primary' } }
          : undefined
      }
    >
      {t.carDetail.backToSearch}
    </Button>
  );
}

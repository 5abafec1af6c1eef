import Button from '@mui/material/Button';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Link as RouterLink } from 'react-router-dom';
import { StatusPanel } from '../car/StatusPanel.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';

export function FavouritesEmptyState() {
  const { t } = useLanguage();
  return (
    <StatusPanel
      Icon={FavoriteBorderIcon}
      title={t.favorites.emptyTitle}
      text={t.favorites.emptyText}
      testId="favorites-empty"
      headingLevel="h2"
      tone="neutral"
      action={
        <Button component={RouterLink} to="/search" variant="contained" data-testid="favorites-empty-search">
          {t.favorites.emptyAction}
        </Button>
      }
    />
  );
}

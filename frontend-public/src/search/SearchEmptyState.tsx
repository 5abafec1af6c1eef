import Button from '@mui/material/Button';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router-dom';
import { StatusPanel } from '../car/StatusPanel.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';

/** Spec §2: 'No vehicles found', advice, and a button that clears the filters (back to a bare /search). */
export function SearchEmptyState() {
  const { t } = useLanguage();
  return (
    <StatusPanel
      testId="search-empty"
      tone="neutral"
      headingLevel="h2"
      Icon={SearchOffIcon}
      title={t.search.empty.title}
      text={t.search.empty.text}
      action={
        <Button component={RouterLink} to="/search" variant="contained" data-testid="search-empty-clear">
          {t.search.empty.action}
        </Button>
      }
    />
  );
}

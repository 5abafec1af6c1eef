import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { BackToSearchButton } from '../car/BackToSearchButton.tsx';
import { StatusPanel } from '../car/StatusPanel.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { loadSelectVehiclesDialog } from './lazySelectVehiclesDialog.ts';

/** Spec §2: nothing to compare yet; choose cars in the modal, or go back to the search. */
export function CompareEmptyState({ onSelect }: { onSelect: () => void }) {
  const { t } = useLanguage();
  return (
    <StatusPanel
      testId="compare-empty"
      tone="neutral"
      headingLevel="h2"
      Icon={CompareArrowsIcon}
      title={t.compare.empty.title}
      text={t.compare.empty.text}
      action={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}>
          <Button
            variant="contained"
            onClick={onSelect}
            onPointerEnter={loadSelectVehiclesDialog}
            onFocus={loadSelectVehiclesDialog}
            aria-haspopup="dialog"
            data-testid="compare-select"
          >
            {t.compare.empty.select}
          </Button>
          <BackToSearchButton />
        </Box>
      }
    />
  );
}

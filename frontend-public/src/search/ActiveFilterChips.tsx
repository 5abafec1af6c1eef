import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { FilterChip } from './filterChips.ts';
import { useLanguage } from '../i18n/useLanguage.ts';

interface ActiveFilterChipsProps {
  chips: FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onClearAll: () => void;
}

export function ActiveFilterChips({ chips, onRemove, onClearAll }: ActiveFilterChipsProps) {
  const { t } = useLanguage();
  if (chips.length === 0) return null;
  return (
    <Box
      role="group"
      aria-label={t.search.chips.groupLabel}
      data-testid="active-filters"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 2.5 }}
    >
      {chips.map((chip) => (
        <Chip
          key={chip.id}
          label={chip.label}
          data-testid={`filter-chip-${chip.id}`}
          aria-label={t.search.chips.remove(chip.label)}
          // A click anywhere on the badge removes it, so Enter and Space do too, not only Delete.
          onClick={() => onRemove(chip)}
          onDelete={() => onRemove(chip)}
          variant="outlined"
          color="primary"
        />
      ))}
      <Button size="small" onClick={onClearAll} data-testid="clear-filters" sx={{ color: 'text.secondary' }}>
        {t.search.chips.clearAll}
      </Button>
    </Box>
  );
}

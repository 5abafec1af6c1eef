import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useLanguage } from '../i18n/useLanguage.ts';
import { FILTER_FIELD_COUNT, filterGridSx } from './filterGridSx.ts';

/** Stands in for the filter fields while their code loads: the same grid of small-field-sized blocks. */
export function FilterFieldsSkeleton() {
  const { t } = useLanguage();
  return (
    <Box sx={filterGridSx} role="status" aria-label={t.common.loading} data-testid="filter-fields-loading">
      {Array.from({ length: FILTER_FIELD_COUNT }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={40} />
      ))}
    </Box>
  );
}

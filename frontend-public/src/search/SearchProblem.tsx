import Alert from '@mui/material/Alert';
import { useLanguage } from '../i18n/useLanguage.ts';
import type { FilterProblem } from './validateFilters.ts';

/** A shared link whose filters contradict each other: say why instead of asking the API. */
export function SearchProblem({ problem }: { problem: FilterProblem }) {
  const { t } = useLanguage();
  return (
    <Alert severity="warning" variant="outlined" data-testid="search-problem">
      {t.search.problems[problem]}
    </Alert>
  );
}

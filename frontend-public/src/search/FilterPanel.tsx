import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import { Suspense, useState, type FormEvent, type Ref } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';
import { CollapsibleRegion } from './CollapsibleRegion.tsx';
import { FilterFieldsSkeleton } from './FilterFieldsSkeleton.tsx';
import { FilterFields, loadFilterFields } from './lazyFilterFields.ts';
import type { SearchFilters } from './searchFilters.ts';
import { FIELDS_OF_PROBLEM, validateFilters, type FilterProblem } from './validateFilters.ts';

interface FilterPanelProps {
  /** The filters in the address, and that address's query string (it changes on back and forward). */
  applied: SearchFilters;
  appliedKey: string;
  activeCount: number;
  expanded: boolean;
  setExpanded: (expanded: boolean) => void;
  onSearch: (filters: SearchFilters) => void;
  toggleRef: Ref<HTMLButtonElement>;
}

const PANEL_ID = 'search-filter-fields';
const PROBLEM_ID = 'search-filter-problem';

/** The advanced filters: edited as a draft, checked, then applied by the search button. */
export function FilterPanel(props: FilterPanelProps) {
  const { applied, appliedKey, activeCount, expanded, setExpanded, onSearch, toggleRef } = props;
  const { t } = useLanguage();
  const [draft, setDraft] = useState(applied);
  const [problem, setProblem] = useState<FilterProblem | null>(null);
  const [draftSource, setDraftSource] = useState(appliedKey);
  // The fields are only needed once the panel has opened; after that they stay, so closing it loses nothing.
  const [fieldsWanted, setFieldsWanted] = useState(expanded);
  if (expanded && !fieldsWanted) setFieldsWanted(true);

  // The address changed (back, forward, a badge removed): the form shows what is now applied.
  if (draftSource !== appliedKey) {
    setDraftSource(appliedKey);
    setDraft(applied);
    setProblem(null);
  }

  const update = <K extends keyof SearchFilters>(field: K, value: SearchFilters[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFilters(draft);
    setProblem(found);
    if (found) setExpanded(true);
    else onSearch(draft);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t.search.filters.formLabel}
      noValidate
      onSubmit={submit}
      data-testid="filter-panel"
      sx={{
        p: { xs: 2, md: 3 },
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 1.5,
        backgroundColor: '#111115',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Button
          ref={toggleRef}
          onClick={() => setExpanded(!expanded)}
          onPointerEnter={loadFilterFields}
          onFocus={loadFilterFields}
          aria-expanded={expanded}
          aria-controls={PANEL_ID}
          startIcon={<TuneIcon />}
          data-testid="filter-toggle"
          sx={{ color: 'text.primary', px: 1 }}
        >
          {t.search.filters.toggle}
          {activeCount > 0 && (
            <Box
              component="span"
              sx={{
                ml: 1,
                px: 1,
                borderRadius: 8,
                backgroundColor: 'primary.main',
                color: 'primary.contrastText',
                fontSize: '0.75rem',
              }}
            >
              {t.search.filters.activeCount(activeCount)}
            </Box>
          )}
        </Button>
        <Button type="submit" variant="contained" startIcon={<SearchIcon />} data-testid="search-submit">
          {t.search.filters.submit}
        </Button>
      </Box>
      {problem && (
        <Alert
          id={PROBLEM_ID}
          severity="error"
          variant="outlined"
          role="alert"
          data-testid="filter-problem"
          sx={{ mt: 2 }}
        >
          {t.search.problems[problem]}
        </Alert>
      )}
      <CollapsibleRegion open={expanded} id={PANEL_ID}>
        {fieldsWanted && (
          <Suspense fallback={<FilterFieldsSkeleton />}>
            <FilterFields
              draft={draft}
              update={update}
              invalidFields={problem ? FIELDS_OF_PROBLEM[problem] : []}
              problemId={PROBLEM_ID}
            />
          </Suspense>
        )}
      </CollapsibleRegion>
    </Box>
  );
}

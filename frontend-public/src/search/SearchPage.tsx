import { visuallyHidden } from '@grandtour/shared/ui';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HistoryBackButton } from '../common/HistoryBackButton.tsx';
import { usePageMeta } from '../common/usePageMeta.ts';
import { COMPARE_MAX, compareHref } from '../compare/compareParams.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { ActiveFilterChips } from './ActiveFilterChips.tsx';
import { CompareModeSwitch } from './CompareModeSwitch.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { filterChips, type FilterChip } from './filterChips.ts';
import { CompareBar } from './lazyComparisonMode.ts';
import { PageIntro } from './PageIntro.tsx';
import { SearchProblem } from './SearchProblem.tsx';
import { SearchResults } from './SearchResults.tsx';
import { parseSearchFilters, toSearchParams, type SearchFilters } from './searchFilters.ts';
import { useCompareSelection } from './useCompareSelection.ts';
import { validateFilters } from './validateFilters.ts';

export function SearchPage() {
  const { t } = useLanguage();
  usePageMeta(t.search.documentTitle, t.meta.descriptions.search);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [filtersExpanded, setFiltersExpanded] = useState(false);
  const [searchRound, setSearchRound] = useState(0);
  const filterToggleRef = useRef<HTMLButtonElement>(null);
  const compare = useCompareSelection();

  const addressKey = searchParams.toString();
  const filters = useMemo(() => parseSearchFilters(new URLSearchParams(addressKey)), [addressKey]);
  const query = toSearchParams(filters).toString();
  const problem = validateFilters(filters);
  const chips = filterChips(filters, t);

  const applyFilters = (next: SearchFilters) => {
    const nextQuery = toSearchParams(next).toString();
    if (nextQuery !== addressKey) {
      setSearchParams(nextQuery);
      return;
    }
    // The same search again: fetch it afresh from the first page.
    queryClient.removeQueries({ queryKey: ['/api/cars', 'search', query] });
    setSearchRound((round) => round + 1);
  };

  const removeChip = (chip: FilterChip) => {
    applyFilters({ ...filters, ...chip.reset });
    filterToggleRef.current?.focus();
  };

  const clearAll = () => {
    navigate('/search');
    filterToggleRef.current?.focus();
  };

  const goCompare = () =>
    navigate(
      compareHref(compare.ids, {
        startDate: filters.startDate,
        endDate: filters.endDate,
        homeDelivery: false,
      }),
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="search-page">
      <HistoryBackButton label={t.search.back} />
      <PageIntro eyebrow={t.search.eyebrow} title={t.search.title} subtitle={t.search.subtitle} />
      <FilterPanel
        applied={filters}
        appliedKey={addressKey}
        activeCount={chips.length}
        expanded={filtersExpanded}
        setExpanded={setFiltersExpanded}
        onSearch={applyFilters}
        toggleRef={filterToggleRef}
      />
      <ActiveFilterChips chips={chips} onRemove={removeChip} onClearAll={clearAll} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3, mb: 2 }}>
        <CompareModeSwitch on={compare.enabled} onChange={compare.setEnabled} />
      </Box>
      <Box component="section" aria-labelledby="search-results-title">
        <Typography id="search-results-title" component="h2" sx={visuallyHidden}>
          {t.search.results.label}
        </Typography>
        {problem ? (
          <SearchProblem problem={problem} />
        ) : (
          <SearchResults
            key={`${query}#${searchRound}`}
            query={query}
            compareChoiceFor={
              compare.enabled
                ? (car) => {
                    const checked = compare.ids.includes(car.id);
                    return {
                      checked,
                      disabled: !checked && compare.ids.length >= COMPARE_MAX,
                      onToggle: () => compare.toggle(car),
                    };
                  }
                : undefined
            }
          />
        )}
      </Box>
      {compare.enabled && (
        <Suspense fallback={null}>
          <CompareBar count={compare.ids.length} onClear={compare.clear} onCompare={goCompare} />
        </Suspense>
      )}
    </Container>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Car } from '@grandtour/shared';
import { useCallback, useState } from 'react';
import { carGridSx } from '../home/carGridSx.ts';
import { CarCardSkeleton } from '../home/CarCardSkeleton.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { SEARCH_PAGE_SIZE } from './carSearchPages.ts';
import { SearchEmptyState } from './SearchEmptyState.tsx';
import { SearchErrorState } from './SearchErrorState.tsx';
import { SearchResultCard, type CompareChoice } from './SearchResultCard.tsx';
import { useCarSearch } from './useCarSearch.ts';

interface SearchResultsProps {
  /** The API query string; the parent remounts this list when it changes, which resets the paging. */
  query: string;
  compareChoiceFor?: (car: Car) => CompareChoice;
}

function skeletons(count: number) {
  return Array.from({ length: count }, (_, index) => <CarCardSkeleton key={`skeleton-${index}`} />);
}

export function SearchResults({ query, compareChoiceFor }: SearchResultsProps) {
  const { t } = useLanguage();
  const [pageCount, setPageCount] = useState(1);
  const [firstNewIndex, setFirstNewIndex] = useState<number | null>(null);
  const search = useCarSearch(query, pageCount);

  // After "show more", keyboard users continue from the first card that arrived.
  const focusFirstNewCard = useCallback((link: HTMLAnchorElement | null) => {
    if (!link) return;
    link.focus();
    setFirstNewIndex(null);
  }, []);

  const showMore = () => {
    setFirstNewIndex(search.cars.length);
    setPageCount((count) => count + 1);
  };

  if (search.isFirstPagePending)
    return (
      <Box sx={carGridSx} role="status" aria-label={t.common.loading} data-testid="search-loading">
        {skeletons(SEARCH_PAGE_SIZE)}
      </Box>
    );
  if (search.isError && search.cars.length === 0) return <SearchErrorState onRetry={search.retry} />;
  if (search.cars.length === 0) return <SearchEmptyState />;

  const remaining = search.total === null ? SEARCH_PAGE_SIZE : search.total - search.cars.length;
  return (
    <>
      <Typography
        role="status"
        data-testid="search-count"
        sx={{ color: 'text.secondary', mb: 3, fontSize: '0.95rem' }}
      >
        {t.search.results.count(search.total ?? search.cars.length)}
      </Typography>
      <Box sx={carGridSx} data-testid="search-results">
        {search.cars.map((car, index) => (
          <SearchResultCard
            key={car.id}
            car={car}
            eagerImage={index < 3}
            compare={compareChoiceFor?.(car)}
            linkRef={index === firstNewIndex ? focusFirstNewCard : undefined}
          />
        ))}
        {search.isNextPagePending && skeletons(Math.min(SEARCH_PAGE_SIZE, Math.max(remaining, 1)))}
      </Box>
      {search.isError && (
        <Box sx={{ mt: 4 }}>
          <SearchErrorState onRetry={search.retry} />
        </Box>
      )}
      {search.hasMore && (
        <Box sx={{ textAlign: 'center', mt: 6 }}>
          <Button
            variant="outlined"
            size="large"
            endIcon={<ExpandMoreIcon />}
            onClick={showMore}
            data-testid="show-more"
          >
            {t.search.results.showMore}
          </Button>
        </Box>
      )}
    </>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { CITIES } from '@grandtour/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../i18n/useLanguage.ts';
import { parseSearchFilters, toSearchParams } from '../search/searchFilters.ts';
import { todayIso } from '../search/todayIso.ts';
import { validateFilters, type FilterProblem } from '../search/validateFilters.ts';
import { HeroField } from './HeroField.tsx';

const PROBLEM_ID = 'hero-search-problem';
const FIELDS = ['location', 'startDate', 'endDate'] as const;

/** The hero's search: a city and dates, opening /search with them in its form and address. */
export function HeroSearch() {
  const { t } = useLanguage();
  const f = t.search.filters;
  const navigate = useNavigate();
  const [problem, setProblem] = useState<FilterProblem | null>(null);
  const today = todayIso();
  const datesInvalid = problem === 'datesTogether' || problem === 'dateOrder';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget);
    const filters = parseSearchFilters(
      new URLSearchParams(FIELDS.map((name) => [name, String(typed.get(name) ?? '')])),
    );
    const found = validateFilters(filters);
    setProblem(found);
    if (!found) void navigate(`/search?${toSearchParams(filters).toString()}`);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t.home.heroSearchLabel}
      // Sent by the browser itself if clicked before the page is taken over: the same address, the same fields.
      action="/search"
      method="get"
      onSubmit={onSubmit}
      noValidate
      data-testid="hero-search-form"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.3fr 1fr 1fr auto' },
        alignItems: 'end',
        mt: 5,
        p: 2,
        maxWidth: 900,
        borderRadius: 2,
        border: '1px solid rgba(244, 239, 227, 0.16)',
        backgroundColor: 'rgba(11, 11, 13, 0.72)',
      }}
    >
      <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
        <HeroField
          name="location"
          label={f.location}
          options={
            <>
              <option value="">{f.allLocations}</option>
              {CITIES.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </>
          }
        />
      </Box>
      <HeroField
        name="startDate"
        label={f.startDate}
        min={today}
        invalid={datesInvalid}
        describedBy={PROBLEM_ID}
      />
      <HeroField
        name="endDate"
        label={f.endDate}
        min={today}
        invalid={datesInvalid}
        describedBy={PROBLEM_ID}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<SearchIcon />}
        data-testid="hero-search-submit"
        sx={{ minHeight: 40, gridColumn: { sm: '1 / -1', md: 'auto' } }}
      >
        {f.submit}
      </Button>
      {problem && (
        <Typography
          id={PROBLEM_ID}
          role="alert"
          variant="body2"
          sx={{ color: 'error.main', gridColumn: '1 / -1' }}
        >
          {t.search.problems[problem]}
        </Typography>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { BackToSearchButton } from '../car/BackToSearchButton.tsx';
import { usePageMeta } from '../common/usePageMeta.ts';
import { DialogSuspense } from '../common/DialogSuspense.tsx';
import { useLanguage } from '../i18n/useLanguage.ts';
import { PageIntro } from '../search/PageIntro.tsx';
import { AddVehicleCard } from './AddVehicleCard.tsx';
import { CompareColumns } from './CompareColumns.tsx';
import { CompareEmptyState } from './CompareEmptyState.tsx';
import { COMPARE_MAX, compareHref, parseCompareIds, parseTrip, type Trip } from './compareParams.ts';
import { SelectVehiclesDialog } from './lazySelectVehiclesDialog.ts';
import { TripDatesForm } from './TripDatesForm.tsx';
import { tripDatesState } from './tripDatesState.ts';
import { useComparedCars } from './useComparedCars.ts';

// Only a broken shared link needs it.
const DroppedNotice = lazy(() =>
  import('./DroppedNotice.tsx').then((module) => ({ default: module.DroppedNotice })),
);

interface DroppedState {
  dropped?: number;
}

export function ComparePage() {
  const { t } = useLanguage();
  usePageMeta(t.compare.documentTitle, t.meta.descriptions.compare);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [pickerOpen, setPickerOpen] = useState(false);
  // The picker's code is fetched when it is first opened; it then stays mounted (its dialog closes itself).
  const [pickerWanted, setPickerWanted] = useState(false);
  if (pickerOpen && !pickerWanted) setPickerWanted(true);

  const requested = params.get('cars');
  const ids = parseCompareIds(requested);
  const trip = parseTrip(params);
  const datesState = tripDatesState(trip);
  const compared = useComparedCars(ids);
  const kept = compared.filter((entry) => entry.status !== 'missing').map((entry) => entry.id);
  const canonical = kept.join(',');

  // Malformed, repeated, surplus or unknown ids leave the address, which stays shareable.
  const previouslyDropped = (location.state as DroppedState | null)?.dropped ?? 0;
  const cleanAddress = requested !== null && requested !== canonical ? compareHref(kept, trip) : null;
  const droppedNow = cleanAddress ? (requested ?? '').split(',').filter(Boolean).length - kept.length : 0;
  useEffect(() => {
    if (cleanAddress)
      navigate(cleanAddress, { replace: true, state: { dropped: previouslyDropped + droppedNow } });
  }, [cleanAddress, droppedNow, previouslyDropped, navigate]);

  const show = (nextIds: readonly string[], nextTrip: Trip = trip, replace = false) =>
    navigate(compareHref(nextIds, nextTrip), { replace });
  const remove = (id: string) => show(kept.filter((other) => other !== id));
  const add = (added: string[]) => {
    setPickerOpen(false);
    show([...kept, ...added].slice(0, COMPARE_MAX));
  };

  const visible = compared.filter((entry) => entry.status !== 'missing');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid="compare-page">
      {/* The empty state carries its own way back to the search. */}
      {visible.length > 0 && <BackToSearchButton />}
      <PageIntro eyebrow={t.compare.eyebrow} title={t.compare.title} subtitle={t.compare.subtitle} />
      {previouslyDropped > 0 && (
        <Suspense fallback={null}>
          <DroppedNotice count={previouslyDropped} />
        </Suspense>
      )}
      {visible.length === 0 ? (
        <CompareEmptyState onSelect={() => setPickerOpen(true)} />
      ) : (
        <>
          <TripDatesForm trip={trip} state={datesState} onChange={(next) => show(kept, next, true)} />
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
              alignItems: 'stretch',
            }}
          >
            <CompareColumns
              compared={visible}
              trip={datesState === 'ready' ? trip : null}
              onRemove={remove}
            />
            {visible.length < COMPARE_MAX && (
              <AddVehicleCard freeSlots={COMPARE_MAX - visible.length} onClick={() => setPickerOpen(true)} />
            )}
          </Box>
        </>
      )}
      {pickerWanted && (
        <DialogSuspense>
          <SelectVehiclesDialog
            open={pickerOpen}
            excludedIds={kept}
            freeSlots={COMPARE_MAX - kept.length}
            onClose={() => setPickerOpen(false)}
            onConfirm={add}
          />
        </DialogSuspense>
      )}
    </Container>
  );
}

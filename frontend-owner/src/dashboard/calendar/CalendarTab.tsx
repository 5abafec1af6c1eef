import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { todayInParis } from '@grandtour/shared';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useOwnerCalendar } from '../queries.ts';
import { ConfigurationPanel } from './ConfigurationPanel.tsx';
import { DayGrid } from './DayGrid.tsx';
import { PendingChanges } from './PendingChanges.tsx';
import { useCalendarState } from './useCalendarState.ts';
import { useSyncCalendar } from './useSyncCalendar.tsx';
import { VehicleCard } from './VehicleCard.tsx';
import { VehicleChooser } from './VehicleChooser.tsx';

/** Calendrier: choose a vehicle, select days, then queue them or sync them at once (spec §2 and §4). */
export function CalendarTab() {
  const translate = useTranslate();
  const { data, isPending } = useOwnerCalendar();
  const [carId, setCarId] = useState<string>('');
  const state = useCalendarState();
  const sync = useSyncCalendar();
  const cars = data?.cars ?? [];
  const car = cars.find((candidate) => candidate.carId === carId) ?? cars[0];

  if (isPending) return <Skeleton variant="rounded" height={320} />;
  if (!car) return <Typography color="text.secondary">{translate('app.vehiclesTab.empty')}</Typography>;
  const queue = state.queues[car.carId] ?? [];
  const choose = (id: string) => {
    setCarId(id);
    state.resetSelection();
  };
  return (
    <Stack spacing={3}>
      <VehicleChooser cars={cars} value={car.carId} onChange={choose} />
      <VehicleCard car={car} />
      <DayGrid
        today={data?.from ?? todayInParis()}
        days={car.days}
        selected={state.selected}
        queued={queue}
        onToggle={state.toggle}
      />
      {state.selected.length > 0 && (
        <ConfigurationPanel
          count={state.selected.length}
          setting={state.setting}
          onChange={state.setSetting}
          syncing={sync.isPending}
          onQueue={() => {
            state.enqueue(
              car.carId,
              state.selected.map((date) => ({ date, ...state.setting })),
            );
            state.resetSelection();
          }}
          onSyncNow={() =>
            sync.mutate(
              { carId: car.carId, days: state.selected.map((date) => ({ date, ...state.setting })) },
              { onSuccess: state.resetSelection },
            )
          }
        />
      )}
      {queue.length > 0 && (
        <PendingChanges
          queue={queue}
          syncing={sync.isPending}
          onRemove={(date) => state.dequeue(car.carId, [date])}
          onSyncAll={() =>
            sync.mutate(
              { carId: car.carId, days: queue },
              {
                onSuccess: () =>
                  state.dequeue(
                    car.carId,
                    queue.map((day) => day.date),
                  ),
              },
            )
          }
        />
      )}
    </Stack>
  );
}

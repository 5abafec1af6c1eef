import { useCallback, useState } from 'react';
import { DEFAULT_SETTING, type DaySetting, type QueuedDay } from './calendarModel.ts';

/**
 * The calendar tab's state (spec §4): days selected (a second click deselects), the configuration form, and each
 * vehicle's queue of changes (a day queued again replaces its earlier entry).
 */
export function useCalendarState() {
  const [selected, setSelected] = useState<string[]>([]);
  const [setting, setSetting] = useState<DaySetting>(DEFAULT_SETTING);
  const [queues, setQueues] = useState<Record<string, QueuedDay[]>>({});

  const toggle = useCallback(
    (date: string) =>
      setSelected((current) =>
        current.includes(date) ? current.filter((day) => day !== date) : [...current, date].sort(),
      ),
    [],
  );
  const resetSelection = useCallback(() => {
    setSelected([]);
    setSetting(DEFAULT_SETTING);
  }, []);
  const enqueue = useCallback((carId: string, days: QueuedDay[]) => {
    setQueues((current) => {
      const dates = new Set(days.map((day) => day.date));
      const kept = (current[carId] ?? []).filter((day) => !dates.has(day.date));
      return { ...current, [carId]: [...kept, ...days].sort((a, b) => a.date.localeCompare(b.date)) };
    });
  }, []);
  const dequeue = useCallback((carId: string, dates: string[]) => {
    setQueues((current) => ({
      ...current,
      [carId]: (current[carId] ?? []).filter((day) => !dates.includes(day.date)),
    }));
  }, []);

  return { selected, toggle, setting, setSetting, resetSelection, queues, enqueue, dequeue };
}

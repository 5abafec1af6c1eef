import type { Car } from '@grandtour/shared';
import { useCallback, useState } from 'react';
import { COMPARE_MAX } from '../compare/compareParams.ts';

export interface CompareSelection {
  enabled: boolean;
  ids: string[];
  setEnabled: (enabled: boolean) => void;
  toggle: (car: Car) => void;
  clear: () => void;
}

/** Comparison mode on the search page: up to three cars, kept while the visitor changes filters. */
export function useCompareSelection(): CompareSelection {
  const [enabled, setEnabledState] = useState(false);
  const [ids, setIds] = useState<string[]>([]);

  const setEnabled = useCallback((next: boolean) => {
    setEnabledState(next);
    if (!next) setIds([]);
  }, []);

  const toggle = useCallback((car: Car) => {
    setIds((current) => {
      if (current.includes(car.id)) return current.filter((id) => id !== car.id);
      return current.length < COMPARE_MAX ? [...current, car.id] : current;
    });
  }, []);

  const clear = useCallback(() => setEnabled(false), [setEnabled]);

  return { enabled, ids, setEnabled, toggle, clear };
}

import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OwnerDataProvider } from '../dataProvider/dataProvider.ts';

export const DASHBOARD_KEY = ['owner', 'dashboard'] as const;
export const CALENDAR_KEY = ['owner', 'calendar'] as const;

/** The four cards, the 12 months and the occupancy (GET /api/owner/dashboard). */
export function useOwnerDashboard() {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  return useQuery({ queryKey: DASHBOARD_KEY, queryFn: () => dataProvider.getDashboard() });
}

/** Each car's booked, held and blocked days over the next 30 days (GET /api/owner-calendar/me). */
export function useOwnerCalendar() {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  return useQuery({ queryKey: CALENDAR_KEY, queryFn: () => dataProvider.getCalendar() });
}

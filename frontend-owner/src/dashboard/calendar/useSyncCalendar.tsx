import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { apiErrorBody } from '../../dataProvider/httpClient.ts';
import type { OwnerDataProvider } from '../../dataProvider/dataProvider.ts';
import { formatDate } from '../../common/money.ts';
import { useLanguage } from '../../common/useLanguage.ts';
import { CALENDAR_KEY, DASHBOARD_KEY } from '../queries.ts';
import { toPayloadDay, type QueuedDay } from './calendarModel.ts';
import { ToastMessage } from './ToastMessage.tsx';

/** Sends days to POST /api/owner-calendar/bulk-update; toasts the outcome and refetches the calendar (spec §4). */
export function useSyncCalendar() {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const language = useLanguage();

  return useMutation({
    mutationFn: ({ carId, days }: { carId: string; days: QueuedDay[] }) =>
      dataProvider.updateCalendar({ carId, dates: days.map(toPayloadDay) }),
    onSuccess: async () => {
      notify(
        <ToastMessage
          title={translate('app.calendar.synced')}
          detail={translate('app.calendar.syncedDetail')}
          severity="success"
        />,
        {
          type: 'success',
        },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CALENDAR_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]);
    },
    onError: (error) => {
      const body = apiErrorBody(error);
      const dates = (body?.details as { dates?: string[] } | undefined)?.dates;
      const listed = dates?.length
        ? translate('app.calendar.conflictingDates', {
            dates: dates.map((date) => formatDate(date, language)).join(', '),
          })
        : '';
      const message = body?.message ?? (error instanceof Error ? error.message : String(error));
      notify(
        <ToastMessage
          title={translate('app.calendar.syncFailed')}
          detail={[message, listed].filter(Boolean).join(' ')}
          severity="error"
        />,
        {
          type: 'error',
        },
      );
    },
  });
}

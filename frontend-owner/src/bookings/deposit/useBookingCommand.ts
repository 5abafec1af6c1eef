import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import { apiErrorBody } from '../../dataProvider/httpClient.ts';

/**
 * A command on the shown booking: the booking is read again after it (the read model follows a moment later, so
 * once more after a second), and a refusal is told in the API's own words.
 */
export function useBookingCommand(run: () => Promise<unknown>, done: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      notify(done, { type: 'success' });
      refresh();
      setTimeout(refresh, 1000);
    },
    onError: (error) =>
      notify(apiErrorBody(error)?.message ?? 'ra.notification.http_error', { type: 'error' }),
  });
}

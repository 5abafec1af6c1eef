import { useMutation } from '@tanstack/react-query';
import type { OwnerBookingDetail } from '@grandtour/shared';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { OwnerDataProvider } from '../../dataProvider/dataProvider.ts';
import { apiErrorBody } from '../../dataProvider/httpClient.ts';

export type RequestAnswer = { accept: true } | { accept: false; message: string };

/**
 * Accept or decline a request to book, asked once per click. Everything shown is read again after it (the read
 * models follow a moment later, so once more after a second); a refusal is told in the API's own words, and when the
 * request was no longer pending (answered elsewhere, expired) the page is read again to show where it stands.
 */
export function useRequestAnswer(
  bookingId: string,
  onAnswered?: (answer: RequestAnswer, booking: OwnerBookingDetail) => void,
) {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const readAgain = () => {
    refresh();
    setTimeout(refresh, 1000);
  };
  return useMutation<OwnerBookingDetail, unknown, RequestAnswer>({
    mutationFn: (answer) =>
      answer.accept
        ? dataProvider.acceptRequest(bookingId)
        : dataProvider.declineRequest(bookingId, answer.message ? { message: answer.message } : {}),
    onSuccess: (booking, answer) => {
      notify(answer.accept ? 'app.requests.accepted' : 'app.requests.declined', { type: 'success' });
      onAnswered?.(answer, booking);
      readAgain();
    },
    onError: (error) => {
      const body = apiErrorBody(error);
      notify(body?.message ?? 'ra.notification.http_error', { type: 'error' });
      if (body?.error === 'request_not_pending') readAgain();
    },
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DriverDocumentKind,
  DriverDocumentsStatus,
  RejectDriverDocumentsRequest,
} from '@grandtour/shared';
import { useNotify } from 'react-admin';
import { apiErrorBody, httpClient } from '../../dataProvider/httpClient.ts';

export const driverDocumentsUrl = (bookingId: string) =>
  `/api/owner/bookings/${encodeURIComponent(bookingId)}/driver-documents`;

/** The file itself: each load is recorded as a view in the owner's name. */
export const driverDocumentUrl = (bookingId: string, kind: DriverDocumentKind) =>
  `${driverDocumentsUrl(bookingId)}/${kind}`;

/**
 * The driver's documents, or null when the booking is no longer active (the API answers 404: nothing to show). Not
 * asked before the booking is known, nor for one that is over: the owner may no longer see them.
 */
export function useOwnerDriverDocuments(bookingId: string, active: boolean) {
  return useQuery<DriverDocumentsStatus | null>({
    queryKey: ['owner-driver-documents', bookingId],
    enabled: bookingId !== '' && active,
    queryFn: async () => {
      try {
        return (await httpClient(driverDocumentsUrl(bookingId))).json as DriverDocumentsStatus;
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
  });
}

/** Verify, or reject with a reason; the panel shows the answer, a refusal is told in the API's words. */
export function useDriverDocumentsDecision(bookingId: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (decision: { verify: true } | ({ verify: false } & RejectDriverDocumentsRequest)) => {
      const url = `${driverDocumentsUrl(bookingId)}/${decision.verify ? 'verify' : 'reject'}`;
      const body = decision.verify
        ? undefined
        : JSON.stringify({ reason: decision.reason, note: decision.note });
      return (await httpClient(url, { method: 'POST', body })).json as DriverDocumentsStatus;
    },
    onSuccess: (status) => {
      queryClient.setQueryData(['owner-driver-documents', bookingId], status);
      notify(status.status === 'verified' ? 'app.driverDocuments.verified' : 'app.driverDocuments.rejected', {
        type: 'success',
      });
    },
    onError: (error) =>
      notify(apiErrorBody(error)?.message ?? 'ra.notification.http_error', { type: 'error' }),
  });
}

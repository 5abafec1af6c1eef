import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DriverDocumentKind,
  DriverDocumentsStatus,
  RejectDriverDocumentsRequest,
} from '@grandtour/shared';
import { useNotify } from 'react-admin';
import { apiErrorBody, httpClient } from '../../dataProvider/httpClient.ts';

/** Where a booking's owner reaches its driver's documents (decision 84). */
export const ownerDocumentsUrl = (bookingId: string) =>
  `/api/owner/bookings/${encodeURIComponent(bookingId)}/driver-documents`;
/** Where an administrator reaches any driver's documents. */
export const adminDocumentsUrl = (userId: string) =>
  `/api/admin/drivers/${encodeURIComponent(userId)}/documents`;

/** The file itself: each load is recorded as a view in the viewer's name. */
export const driverDocumentUrl = (documentsUrl: string, kind: DriverDocumentKind) =>
  `${documentsUrl}/${kind}`;

/**
 * The driver's documents at `documentsUrl` (an owner's or an administrator's), or null when they may no longer be
 * seen (the API answers 404: nothing to show). Not asked while `documentsUrl` is null.
 */
export function useDriverDocuments(documentsUrl: string | null) {
  return useQuery<DriverDocumentsStatus | null>({
    queryKey: ['driver-documents', documentsUrl],
    enabled: documentsUrl !== null,
    queryFn: async () => {
      try {
        return (await httpClient(documentsUrl!)).json as DriverDocumentsStatus;
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
  });
}

/** Verify, or reject with a reason; the panel shows the answer, a refusal is told in the API's words. */
export function useDriverDocumentsDecision(documentsUrl: string) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (decision: { verify: true } | ({ verify: false } & RejectDriverDocumentsRequest)) => {
      const url = `${documentsUrl}/${decision.verify ? 'verify' : 'reject'}`;
      const body = decision.verify
        ? undefined
        : JSON.stringify({ reason: decision.reason, note: decision.note });
      return (await httpClient(url, { method: 'POST', body })).json as DriverDocumentsStatus;
    },
    onSuccess: (status) => {
      queryClient.setQueryData(['driver-documents', documentsUrl], status);
      notify(status.status === 'verified' ? 'app.driverDocuments.verified' : 'app.driverDocuments.rejected', {
        type: 'success',
      });
    },
    onError: (error) =>
      notify(apiErrorBody(error)?.message ?? 'ra.notification.http_error', { type: 'error' }),
  });
}

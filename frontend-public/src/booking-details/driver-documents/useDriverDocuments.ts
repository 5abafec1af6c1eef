import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DriverDocumentKind, OwnDriverDocuments } from '@grandtour/shared';
import { getJson, throwIfNotOk } from '../../api/http.ts';

const KEY = ['/api/driver-documents'] as const;

/** The visitor's own documents (the signed-in account's, or this browser's guest's) and their verification. */
export function useDriverDocuments() {
  return useQuery<OwnDriverDocuments>({ queryKey: KEY, queryFn: () => getJson('/api/driver-documents') });
}

/** Sends one document as the phone's camera or file picker gave it; the answer is the new status. */
export function useUploadDriverDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: DriverDocumentKind; file: File }) => {
      const body = new FormData();
      body.append('document', file);
      const response = await fetch(`/api/driver-documents/${kind}`, {
        method: 'POST',
        credentials: 'include',
        body,
      });
      await throwIfNotOk(response);
      return (await response.json()) as OwnDriverDocuments;
    },
    onSuccess: (status) => queryClient.setQueryData(KEY, status),
  });
}

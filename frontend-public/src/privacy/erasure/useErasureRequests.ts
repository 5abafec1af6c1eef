import { useMutation } from '@tanstack/react-query';
import type { ErasureConfirmationSent, SelfErasureRequested } from '@grandtour/shared';
import { sendJson } from '../../api/http.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { useAccountSession } from '../../account/useAccountSession.ts';

/** POST /api/account/erasure: a link to confirm the erasure is e-mailed, in the page's language. */
export function useAskErasure() {
  const { language } = useLanguage();
  return useMutation({
    mutationFn: async () =>
      (await (
        await sendJson('POST', '/api/account/erasure', { language }, { 'Accept-Language': language })
      ).json()) as ErasureConfirmationSent,
  });
}

/** POST /api/account/erasure/confirm: the erasure is recorded and the session ends; the browser is a guest again. */
export function useConfirmErasure() {
  const { language } = useLanguage();
  const setSession = useAccountSession();
  return useMutation({
    mutationFn: async (token: string) =>
      (await (
        await sendJson('POST', '/api/account/erasure/confirm', { token }, { 'Accept-Language': language })
      ).json()) as SelfErasureRequested,
    onSuccess: () => setSession(null),
  });
}

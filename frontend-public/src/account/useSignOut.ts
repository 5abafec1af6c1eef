import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { sendJson } from '../api/http.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useToast } from '../toast/useToast.ts';
import { useAccountSession } from './useAccountSession.ts';

/** POST /api/logout: the session ends on the server; the browser is a guest again, back on the home page. */
export function useSignOut() {
  const { t, language } = useLanguage();
  const { toast } = useToast();
  const navigate = useNavigate();
  const setSession = useAccountSession();
  const mutation = useMutation({
    mutationFn: () => sendJson('POST', '/api/logout', undefined, { 'Accept-Language': language }),
    onSuccess: async () => {
      await setSession(null);
      toast({ title: t.account.menu.signedOutTitle, description: t.account.menu.signedOutText });
      navigate('/');
    },
    onError: () =>
      toast({
        title: t.account.menu.signOut,
        description: t.account.menu.signOutError,
        variant: 'destructive',
      }),
  });
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}

import { useMutation } from '@tanstack/react-query';
import type { ContactResponse } from '@grandtour/shared';
import { useIdempotencyKey } from '../api/useIdempotencyKey.ts';
import { usePostCommand } from '../api/usePostCommand.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { useToast } from '../toast/useToast.ts';
import type { ContactValues } from './validateContact.ts';

/** POST /api/contact; spec §8: a success toast and a reset form, or the error toast with the form kept. */
export function useSendContactMessage(onSent: () => void) {
  const post = usePostCommand();
  const idempotency = useIdempotencyKey();
  const { t, language } = useLanguage();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationFn: async (values: ContactValues) => {
      const request = {
        ...values,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || null,
        message: values.message.trim(),
        language,
      };
      try {
        return await post<ContactResponse>('/api/contact', request, idempotency.keyFor(request));
      } catch (error) {
        idempotency.failed(error);
        throw error;
      }
    },
    onSuccess: () => {
      toast({ title: t.contact.sentTitle, description: t.contact.sentText });
      onSent();
    },
    onError: () =>
      toast({ title: t.contact.errorTitle, description: t.contact.errorText, variant: 'destructive' }),
  });
  return { send: mutation.mutate, isSending: mutation.isPending };
}

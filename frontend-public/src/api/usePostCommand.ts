import { useCallback } from 'react';
import { useLanguage } from '../i18n/useLanguage.ts';
import { sendJson } from './http.ts';

/**
 * POSTs a command: the server answers its errors in the site's language (Accept-Language) and runs a request
 * carrying the same Idempotency-Key only once.
 */
export function usePostCommand() {
  const { language } = useLanguage();
  return useCallback(
    async <T>(url: string, body: unknown, idempotencyKey: string): Promise<T> => {
      const response = await sendJson('POST', url, body, {
        'Accept-Language': language,
        'Idempotency-Key': idempotencyKey,
      });
      return (await response.json()) as T;
    },
    [language],
  );
}

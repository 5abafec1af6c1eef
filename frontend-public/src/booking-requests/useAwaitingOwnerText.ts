import { useLanguage } from '../i18n/useLanguage.ts';
import { useParisDateTime } from '../i18n/useParisDateTime.ts';

/** "En attente de la réponse du propriétaire — réponse au plus tard le {date}", the date in Paris (decision 60). */
export function useAwaitingOwnerText(): (respondBy: string | null) => string {
  const texts = useLanguage().t.requests;
  const parisDateTime = useParisDateTime();
  return (respondBy) => (respondBy ? texts.awaiting(parisDateTime(respondBy)) : texts.awaitingSoon);
}

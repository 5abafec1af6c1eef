import { useParisDateTime } from '../i18n/useParisDateTime.ts';
import { useRequestTexts } from '../i18n/requests/useRequestTexts.ts';

/** "En attente de la réponse du propriétaire — réponse au plus tard le {date}", the date in Paris (decision 60). */
export function useAwaitingOwnerText(): (respondBy: string | null) => string {
  const texts = useRequestTexts();
  const parisDateTime = useParisDateTime();
  return (respondBy) => (respondBy ? texts.awaiting(parisDateTime(respondBy)) : texts.awaitingSoon);
}

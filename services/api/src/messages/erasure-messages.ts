import type { LanguageCode } from '@grandtour/shared';

/** The API's words about a person erasing their own account (decision 99), in the four languages. */
export const ERASURE_MESSAGES = {
  erasure_confirmation_rate_limited: {
    fr: 'Trois e-mails de confirmation ont déjà été envoyés dans l’heure : utilisez le lien du dernier, ou réessayez dans {retryAfterMinutes} min.',
    en: 'Three confirmation e-mails were already sent within the hour: use the link in the latest one, or try again in {retryAfterMinutes} min.',
    es: 'Ya se han enviado tres correos de confirmación en la última hora: use el enlace del último o vuelva a intentarlo dentro de {retryAfterMinutes} min.',
    de: 'In der letzten Stunde wurden bereits drei Bestätigungs-E-Mails gesendet: Verwenden Sie den Link der neuesten oder versuchen Sie es in {retryAfterMinutes} Min. erneut.',
  },
  erasure_link_expired: {
    fr: 'Ce lien de confirmation a expiré (il est valable 24 heures) : demandez-en un nouveau depuis votre compte.',
    en: 'This confirmation link has expired (it is valid for 24 hours): ask for a new one from your account.',
    es: 'Este enlace de confirmación ha caducado (es válido 24 horas): solicite uno nuevo desde su cuenta.',
    de: 'Dieser Bestätigungslink ist abgelaufen (er ist 24 Stunden gültig): Fordern Sie in Ihrem Konto einen neuen an.',
  },
  erasure_link_invalid: {
    fr: 'Ce lien de confirmation n’est pas valide : ouvrez le lien exact reçu par e-mail, ou demandez-en un nouveau depuis votre compte.',
    en: 'This confirmation link is not valid: open the exact link you received by e-mail, or ask for a new one from your account.',
    es: 'Este enlace de confirmación no es válido: abra el enlace exacto recibido por correo o solicite uno nuevo desde su cuenta.',
    de: 'Dieser Bestätigungslink ist ungültig: Öffnen Sie genau den Link aus der E-Mail oder fordern Sie in Ihrem Konto einen neuen an.',
  },
  erasure_link_other_account: {
    fr: 'Ce lien confirme l’effacement d’un autre compte que celui connecté sur ce navigateur : déconnectez-vous d’abord, ou ouvrez-le dans le navigateur du bon compte.',
    en: 'This link confirms the erasure of another account than the one signed in on this browser: sign out first, or open it in the right account’s browser.',
    es: 'Este enlace confirma el borrado de otra cuenta distinta de la conectada en este navegador: cierre sesión primero o ábralo en el navegador de la cuenta correcta.',
    de: 'Dieser Link bestätigt die Löschung eines anderen Kontos als des in diesem Browser angemeldeten: Melden Sie sich zuerst ab oder öffnen Sie ihn im Browser des richtigen Kontos.',
  },
} satisfies Record<string, Record<LanguageCode, string>>;

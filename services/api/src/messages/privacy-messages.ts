/** The API's words for the access and portability of personal data (issue 25, decision 99), in the four languages. */
export const PRIVACY_MESSAGES = {
  data_export_rate_limited: {
    fr: 'Vous avez déjà téléchargé vos données plusieurs fois cette heure-ci : réessayez dans {retryAfterMinutes} min.',
    en: 'You have already downloaded your data several times this hour: try again in {retryAfterMinutes} min.',
    es: 'Ya ha descargado sus datos varias veces en esta hora: vuelva a intentarlo dentro de {retryAfterMinutes} min.',
    de: 'Sie haben Ihre Daten in dieser Stunde bereits mehrmals heruntergeladen: Versuchen Sie es in {retryAfterMinutes} Min. erneut.',
  },
  data_export_link_rate_limited: {
    fr: 'Trop de demandes de lien pour le moment : réessayez dans {retryAfterMinutes} min.',
    en: 'Too many link requests for now: try again in {retryAfterMinutes} min.',
    es: 'Demasiadas solicitudes de enlace por ahora: vuelva a intentarlo dentro de {retryAfterMinutes} min.',
    de: 'Zu viele Link-Anfragen im Moment: Versuchen Sie es in {retryAfterMinutes} Min. erneut.',
  },
  data_export_link_invalid: {
    fr: 'Ce lien de téléchargement n’est pas valide. Demandez-en un nouveau depuis la page « Mes données ».',
    en: 'This download link is not valid. Ask for a new one from the “My data” page.',
    es: 'Este enlace de descarga no es válido. Solicite uno nuevo desde la página «Mis datos».',
    de: 'Dieser Download-Link ist ungültig. Fordern Sie auf der Seite „Meine Daten“ einen neuen an.',
  },
  data_export_link_expired: {
    fr: 'Ce lien de téléchargement a expiré (il vaut 24 heures). Demandez-en un nouveau depuis la page « Mes données ».',
    en: 'This download link has expired (it lasts 24 hours). Ask for a new one from the “My data” page.',
    es: 'Este enlace de descarga ha caducado (es válido 24 horas). Solicite uno nuevo desde la página «Mis datos».',
    de: 'Dieser Download-Link ist abgelaufen (er gilt 24 Stunden). Fordern Sie auf der Seite „Meine Daten“ einen neuen an.',
  },
} as const;

import type { LanguageCode } from '@grandtour/shared';

/** The API's words for refused passwords and locked sign-ins (decision 51), in the four languages. */
export const ACCOUNT_MESSAGES = {
  password_blank: {
    fr: 'Le mot de passe ne peut pas être fait uniquement d’espaces.',
    en: 'The password cannot be made of spaces only.',
    es: 'La contraseña no puede estar formada solo por espacios.',
    de: 'Das Passwort darf nicht nur aus Leerzeichen bestehen.',
  },
  password_too_short: {
    fr: 'Mot de passe trop court : au moins 8 caractères (12 ou plus recommandés ; une phrase facile à retenir convient très bien).',
    en: 'Password too short: at least 8 characters (12 or more recommended; a phrase that is easy to remember works well).',
    es: 'Contraseña demasiado corta: al menos 8 caracteres (se recomiendan 12 o más; una frase fácil de recordar funciona muy bien).',
    de: 'Passwort zu kurz: mindestens 8 Zeichen (12 oder mehr empfohlen; ein leicht zu merkender Satz eignet sich gut).',
  },
  password_too_long: {
    fr: 'Mot de passe trop long : 200 caractères au maximum.',
    en: 'Password too long: 200 characters at most.',
    es: 'Contraseña demasiado larga: 200 caracteres como máximo.',
    de: 'Passwort zu lang: höchstens 200 Zeichen.',
  },
  password_matches_account: {
    fr: 'Le mot de passe ne doit reprendre ni votre nom d’utilisateur, ni votre adresse e-mail, ni votre nom, ni celui du site.',
    en: 'The password must not be your username, your e-mail address, your name or the name of the site.',
    es: 'La contraseña no puede ser su nombre de usuario, su dirección de correo electrónico, su nombre ni el nombre del sitio.',
    de: 'Das Passwort darf weder Ihr Benutzername noch Ihre E-Mail-Adresse, Ihr Name oder der Name der Website sein.',
  },
  password_too_common: {
    fr: 'Ce mot de passe fait partie des plus courants : il serait deviné en quelques essais. Choisissez-en un autre, de 12 caractères ou plus.',
    en: 'This password is one of the most common: it would be guessed in a few tries. Please choose another, of 12 characters or more.',
    es: 'Esta contraseña es una de las más comunes: se adivinaría en pocos intentos. Elija otra, de 12 caracteres o más.',
    de: 'Dieses Passwort gehört zu den häufigsten und wäre nach wenigen Versuchen erraten. Bitte wählen Sie ein anderes mit 12 oder mehr Zeichen.',
  },
  sign_in_locked: {
    fr: 'Trop de tentatives de connexion ont échoué pour ce compte : par sécurité, il est bloqué pour un moment. Réessayez plus tard. Depuis un navigateur où vous vous êtes déjà connecté, votre mot de passe reste accepté.',
    en: 'Too many sign-in attempts failed for this account: for safety, it is locked for a while. Please try again later. From a browser where you have signed in before, your password is still accepted.',
    es: 'Demasiados intentos de inicio de sesión fallidos en esta cuenta: por seguridad, queda bloqueada durante un tiempo. Inténtelo más tarde. Desde un navegador en el que ya haya iniciado sesión, su contraseña sigue siendo aceptada.',
    de: 'Zu viele fehlgeschlagene Anmeldeversuche für dieses Konto: Aus Sicherheitsgründen ist es eine Weile gesperrt. Bitte versuchen Sie es später erneut. In einem Browser, in dem Sie sich schon einmal angemeldet haben, wird Ihr Passwort weiterhin angenommen.',
  },
} satisfies Record<string, Record<LanguageCode, string>>;

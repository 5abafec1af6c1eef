import type { LanguageCode } from '@grandtour/shared';

/** The API's words for the second factor and the payout account (issue 21, decisions 75 and 76). */
export const TWO_FACTOR_MESSAGES = {
  second_factor_invalid: {
    fr: 'Code incorrect. Saisissez le code à 6 chiffres affiché par votre application, ou l’un de vos codes de secours.',
    en: 'Wrong code. Enter the 6-digit code shown by your app, or one of your recovery codes.',
    es: 'Código incorrecto. Introduzca el código de 6 dígitos que muestra su aplicación o uno de sus códigos de recuperación.',
    de: 'Falscher Code. Geben Sie den 6-stelligen Code aus Ihrer App oder einen Ihrer Wiederherstellungscodes ein.',
  },
  second_factor_locked: {
    fr: 'Trop de codes incorrects : par sécurité, la vérification en deux étapes est bloquée pour un moment. Réessayez plus tard.',
    en: 'Too many wrong codes: for safety, two-step verification is locked for a while. Please try again later.',
    es: 'Demasiados códigos incorrectos: por seguridad, la verificación en dos pasos queda bloqueada durante un tiempo. Inténtelo más tarde.',
    de: 'Zu viele falsche Codes: Aus Sicherheitsgründen ist die Bestätigung in zwei Schritten eine Weile gesperrt. Bitte versuchen Sie es später erneut.',
  },
  second_factor_required: {
    fr: 'Activez d’abord la vérification en deux étapes (page Sécurité) : elle est exigée pour changer de compte de versement.',
    en: 'Turn on two-step verification first (Security page): it is required to change the payout account.',
    es: 'Active primero la verificación en dos pasos (página Seguridad): es obligatoria para cambiar la cuenta de cobro.',
    de: 'Aktivieren Sie zuerst die Bestätigung in zwei Schritten (Seite Sicherheit): Sie ist für den Wechsel des Auszahlungskontos erforderlich.',
  },
  second_factor_code_missing: {
    fr: 'Saisissez le code de votre application d’authentification pour confirmer ce changement.',
    en: 'Enter the code from your authenticator app to confirm this change.',
    es: 'Introduzca el código de su aplicación de autenticación para confirmar este cambio.',
    de: 'Geben Sie den Code aus Ihrer Authentifizierungs-App ein, um diese Änderung zu bestätigen.',
  },
  second_factor_already_on: {
    fr: 'La vérification en deux étapes est déjà activée.',
    en: 'Two-step verification is already on.',
    es: 'La verificación en dos pasos ya está activada.',
    de: 'Die Bestätigung in zwei Schritten ist bereits aktiviert.',
  },
  second_factor_off: {
    fr: 'La vérification en deux étapes n’est pas activée sur ce compte.',
    en: 'Two-step verification is not on for this account.',
    es: 'La verificación en dos pasos no está activada en esta cuenta.',
    de: 'Die Bestätigung in zwei Schritten ist für dieses Konto nicht aktiviert.',
  },
  second_factor_not_offered: {
    fr: 'La vérification en deux étapes est proposée aux propriétaires et aux administrateurs.',
    en: 'Two-step verification is offered to owners and administrators.',
    es: 'La verificación en dos pasos se ofrece a propietarios y administradores.',
    de: 'Die Bestätigung in zwei Schritten steht Vermietern und Administratoren zur Verfügung.',
  },
  enrolment_expired: {
    fr: 'Cette activation a expiré : recommencez en scannant un nouveau code QR.',
    en: 'This set-up has expired: start again and scan a new QR code.',
    es: 'Esta activación ha caducado: vuelva a empezar y escanee un nuevo código QR.',
    de: 'Diese Einrichtung ist abgelaufen: Beginnen Sie erneut und scannen Sie einen neuen QR-Code.',
  },
  second_step_expired: {
    fr: 'La connexion a expiré : saisissez de nouveau votre mot de passe.',
    en: 'The sign-in has expired: enter your password again.',
    es: 'El inicio de sesión ha caducado: vuelva a introducir su contraseña.',
    de: 'Die Anmeldung ist abgelaufen: Geben Sie Ihr Passwort erneut ein.',
  },
  payout_account_missing: {
    fr: 'Aucun compte de versement n’est encore connecté.',
    en: 'No payout account is connected yet.',
    es: 'Todavía no hay ninguna cuenta de cobro conectada.',
    de: 'Es ist noch kein Auszahlungskonto verbunden.',
  },
  payout_account_not_ready: {
    fr: 'Le nouveau compte de versement n’a pas fini son inscription chez le prestataire de paiement.',
    en: 'The new payout account has not finished onboarding with the payment provider.',
    es: 'La nueva cuenta de cobro no ha terminado su registro con el proveedor de pagos.',
    de: 'Das neue Auszahlungskonto hat die Einrichtung beim Zahlungsanbieter noch nicht abgeschlossen.',
  },
  statement_month_invalid: {
    fr: 'Mois invalide : attendu AAAA-MM.',
    en: 'Invalid month: expected YYYY-MM.',
    es: 'Mes no válido: se espera AAAA-MM.',
    de: 'Ungültiger Monat: erwartet JJJJ-MM.',
  },
} satisfies Record<string, Record<LanguageCode, string>>;

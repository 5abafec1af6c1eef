import type { LanguageCode } from '@grandtour/shared';

/** The sign-in's second step (decision 75), in the four languages. */
export const SECOND_FACTOR_TEXTS: Record<
  LanguageCode,
  { title: string; intro: string; code: string; submit: string; submitting: string }
> = {
  fr: {
    title: 'Vérification en deux étapes',
    intro:
      'Saisissez le code à 6 chiffres de votre application d’authentification, ou l’un de vos codes de secours.',
    code: 'Code de vérification',
    submit: 'Valider',
    submitting: 'Vérification…',
  },
  en: {
    title: 'Two-step verification',
    intro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    code: 'Verification code',
    submit: 'Verify',
    submitting: 'Verifying…',
  },
  es: {
    title: 'Verificación en dos pasos',
    intro:
      'Introduzca el código de 6 dígitos de su aplicación de autenticación o uno de sus códigos de recuperación.',
    code: 'Código de verificación',
    submit: 'Validar',
    submitting: 'Verificando…',
  },
  de: {
    title: 'Bestätigung in zwei Schritten',
    intro:
      'Geben Sie den 6-stelligen Code aus Ihrer Authentifizierungs-App oder einen Ihrer Wiederherstellungscodes ein.',
    code: 'Bestätigungscode',
    submit: 'Bestätigen',
    submitting: 'Wird geprüft…',
  },
};

import type { LanguageCode } from '@grandtour/shared';

/** The lock-out notice (decision 51), in the four languages. `{count}` and `{until}` are filled by the renderer. */
export interface SignInLockedTexts {
  subject: string;
  title: string;
  intro: string;
  ifYou: string;
  ifNotYou: string;
  lockedUntil: string;
  attempts: string;
  contact: string;
}

export const SIGN_IN_LOCKED_TEXTS: Readonly<Record<LanguageCode, SignInLockedTexts>> = {
  fr: {
    subject: 'Connexions à votre compte suspendues',
    title: 'Nous avons protégé votre compte',
    intro:
      '{count} mots de passe incorrects d’affilée ont été saisis pour votre compte Grand Tour. Par sécurité, nous refusons les connexions jusqu’au {until} (heure de Paris).',
    ifYou:
      'Si c’était vous : patientez jusque-là, ou connectez-vous depuis un navigateur où vous vous êtes déjà connecté : votre mot de passe y reste accepté.',
    ifNotYou:
      'Si ce n’était pas vous : quelqu’un tente de deviner votre mot de passe, sans y parvenir ; personne n’est entré dans votre compte. Si vous utilisez ce mot de passe sur d’autres sites, changez-le là-bas. Si les tentatives continuent, chaque nouveau blocage dure deux fois plus longtemps, et nous vous écrirons de nouveau.',
    lockedUntil: 'Fin du blocage',
    attempts: 'Mots de passe incorrects',
    contact: 'Nous contacter',
  },
  en: {
    subject: 'Sign-ins to your account are paused',
    title: 'We have protected your account',
    intro:
      '{count} wrong passwords in a row were entered for your Grand Tour account. For your safety, we refuse sign-ins until {until} (Paris time).',
    ifYou:
      'If it was you: wait until then, or sign in from a browser where you have signed in before: your password is still accepted there.',
    ifNotYou:
      'If it was not you: someone is trying to guess your password and has not succeeded; nobody got into your account. If you use this password on other sites, change it there. If the attempts go on, each new lock lasts twice as long, and we will write to you again.',
    lockedUntil: 'Lock ends',
    attempts: 'Wrong passwords',
    contact: 'Contact us',
  },
  es: {
    subject: 'Inicios de sesión en su cuenta suspendidos',
    title: 'Hemos protegido su cuenta',
    intro:
      'Se han introducido {count} contraseñas incorrectas seguidas para su cuenta de Grand Tour. Por seguridad, rechazamos los inicios de sesión hasta el {until} (hora de París).',
    ifYou:
      'Si fue usted: espere hasta entonces o inicie sesión desde un navegador en el que ya lo haya hecho: allí su contraseña sigue siendo aceptada.',
    ifNotYou:
      'Si no fue usted: alguien intenta adivinar su contraseña y no lo ha conseguido; nadie ha entrado en su cuenta. Si usa esta contraseña en otros sitios, cámbiela allí. Si los intentos continúan, cada nuevo bloqueo dura el doble y le volveremos a escribir.',
    lockedUntil: 'Fin del bloqueo',
    attempts: 'Contraseñas incorrectas',
    contact: 'Contactar con nosotros',
  },
  de: {
    subject: 'Anmeldungen bei Ihrem Konto vorübergehend gesperrt',
    title: 'Wir haben Ihr Konto geschützt',
    intro:
      'Für Ihr Grand-Tour-Konto wurden {count} falsche Passwörter hintereinander eingegeben. Zu Ihrer Sicherheit lehnen wir Anmeldungen bis {until} (Pariser Zeit) ab.',
    ifYou:
      'Wenn Sie das waren: Warten Sie bis dahin, oder melden Sie sich in einem Browser an, in dem Sie schon einmal angemeldet waren: Dort wird Ihr Passwort weiterhin angenommen.',
    ifNotYou:
      'Wenn Sie das nicht waren: Jemand versucht, Ihr Passwort zu erraten, bisher ohne Erfolg; niemand hat Ihr Konto betreten. Wenn Sie dieses Passwort auch auf anderen Websites verwenden, ändern Sie es dort. Gehen die Versuche weiter, dauert jede neue Sperre doppelt so lange, und wir schreiben Ihnen erneut.',
    lockedUntil: 'Ende der Sperre',
    attempts: 'Falsche Passwörter',
    contact: 'Kontakt aufnehmen',
  },
};

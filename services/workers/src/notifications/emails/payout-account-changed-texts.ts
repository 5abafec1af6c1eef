import type { LanguageCode } from '@grandtour/shared';

/** The notice of a change of payout account (decision 76). `{until}` is filled by the renderer. */
export interface PayoutAccountChangedTexts {
  subject: string;
  title: string;
  intro: string;
  pause: string;
  ifNotYou: string;
  changedAt: string;
  pausedUntil: string;
  link: string;
}

export const PAYOUT_ACCOUNT_CHANGED_TEXTS: Readonly<Record<LanguageCode, PayoutAccountChangedTexts>> = {
  fr: {
    subject: 'Votre compte de versement a été modifié',
    title: 'Nouveau compte de versement',
    intro: 'Le compte sur lequel Grand Tour vous verse vos revenus vient d’être remplacé.',
    pause: 'Par sécurité, vos prochains versements attendront jusqu’au {until} (heure de Paris).',
    ifNotYou:
      'Si ce n’est pas vous : contactez-nous immédiatement et changez votre mot de passe. Aucun versement ne part avant la fin de ce délai.',
    changedAt: 'Modifié le',
    pausedUntil: 'Versements suspendus jusqu’au',
    link: 'Voir mes paiements',
  },
  en: {
    subject: 'Your payout account was changed',
    title: 'New payout account',
    intro: 'The account Grand Tour pays your earnings to has just been replaced.',
    pause: 'For your safety, your next payouts will wait until {until} (Paris time).',
    ifNotYou:
      'If this was not you: contact us immediately and change your password. No payout leaves before this delay is over.',
    changedAt: 'Changed on',
    pausedUntil: 'Payouts paused until',
    link: 'See my payments',
  },
  es: {
    subject: 'Se ha cambiado su cuenta de cobro',
    title: 'Nueva cuenta de cobro',
    intro: 'La cuenta en la que Grand Tour le abona sus ingresos acaba de ser sustituida.',
    pause: 'Por seguridad, sus próximos pagos esperarán hasta el {until} (hora de París).',
    ifNotYou:
      'Si no ha sido usted: contáctenos de inmediato y cambie su contraseña. Ningún pago sale antes de que termine este plazo.',
    changedAt: 'Cambiada el',
    pausedUntil: 'Pagos suspendidos hasta',
    link: 'Ver mis pagos',
  },
  de: {
    subject: 'Ihr Auszahlungskonto wurde geändert',
    title: 'Neues Auszahlungskonto',
    intro: 'Das Konto, auf das Grand Tour Ihre Einnahmen auszahlt, wurde soeben ersetzt.',
    pause: 'Zu Ihrer Sicherheit warten Ihre nächsten Auszahlungen bis {until} (Pariser Zeit).',
    ifNotYou:
      'Wenn Sie das nicht waren: Kontaktieren Sie uns sofort und ändern Sie Ihr Passwort. Vor Ablauf dieser Frist wird nichts ausgezahlt.',
    changedAt: 'Geändert am',
    pausedUntil: 'Auszahlungen ausgesetzt bis',
    link: 'Meine Zahlungen ansehen',
  },
};

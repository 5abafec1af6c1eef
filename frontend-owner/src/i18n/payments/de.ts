import type { PaymentsMessages } from './fr.ts';

export const paymentsDe: PaymentsMessages = {
  payments: {
    menu: 'Zahlungen',
    title: 'Zahlungen',
    account: {
      title: 'Auszahlungskonto',
      none: 'Kein Konto verbunden: Verbinden Sie eines, um Ihre Einnahmen zu erhalten.',
      onboarding: 'Einrichtung beim Zahlungsanbieter begonnen, noch nicht abgeschlossen.',
      connected: 'Konto verbunden: Ihre Auszahlungen gehen darauf.',
      changing: 'Wechsel läuft: Das neue Konto hat die Einrichtung noch nicht abgeschlossen.',
      accountId: 'Konto %{id} (%{provider})',
      pausedUntil: 'Nach dem Kontowechsel werden Auszahlungen ab %{date} fortgesetzt.',
      connect: 'Auszahlungskonto verbinden',
      resume: 'Einrichtung fortsetzen',
      change: 'Auszahlungskonto wechseln',
      needsSecondFactor:
        'Um das Konto zu wechseln, aktivieren Sie zuerst die Bestätigung in zwei Schritten (Seite Sicherheit).',
      codeLabel: 'Bestätigungscode (App oder Wiederherstellungscode)',
      confirmChange: 'Bestätigen und fortfahren',
      checking: 'Konto wird beim Anbieter geprüft…',
    },
    list: {
      title: 'Auszahlungen',
      empty: 'Noch keine Auszahlungen.',
      booking: 'Buchung',
      gross: 'Brutto',
      commission: 'Provision',
      net: 'Netto ausgezahlt',
      dueAt: 'Fällig',
      paidAt: 'Ausgezahlt am',
      status: 'Status',
      statuses: {
        scheduled: 'Geplant',
        paid: 'Ausgezahlt',
        failed: 'Fehlgeschlagen',
        cancelled: 'Storniert',
      },
    },
    statements: {
      title: 'Monatsabrechnungen',
      month: 'Monat',
      pdf: 'Abrechnung herunterladen (PDF)',
      csv: 'Abrechnung herunterladen (CSV)',
    },
    demo: {
      title: 'Einrichtung beim Zahlungsanbieter (Demo)',
      intro:
        'Im Betrieb geschieht dieser Schritt auf den sicheren Seiten von Stripe. In der Demo werden keine Bankdaten abgefragt: Bestätigen Sie einfach.',
      account: 'Zu aktivierendes Konto: %{id}',
      complete: 'Einrichtung abschließen',
      cancel: 'Zurück zu den Zahlungen',
    },
  },
  security: {
    menu: 'Sicherheit',
    title: 'Sicherheit',
    intro:
      'Die Bestätigung in zwei Schritten schützt Ihr Konto und Ihre Einnahmen: Nach dem Passwort wird ein 6-stelliger Code aus Ihrer Authentifizierungs-App abgefragt.',
    on: 'Bestätigung in zwei Schritten aktiviert (%{count} Wiederherstellungscodes übrig).',
    off: 'Bestätigung in zwei Schritten deaktiviert.',
    enable: 'Bestätigung in zwei Schritten aktivieren',
    scan: 'Scannen Sie diesen QR-Code mit Ihrer App (Google Authenticator, 1Password, Authy…) oder geben Sie den Schlüssel ein:',
    qrAlt: 'QR-Code zum Scannen mit Ihrer Authentifizierungs-App',
    secret: 'Schlüssel',
    code: '6-stelliger Code',
    confirm: 'Aktivieren',
    recoveryTitle: 'Ihre Wiederherstellungscodes',
    recoveryIntro:
      'Bewahren Sie sie sicher auf: Jeder ermöglicht eine Anmeldung, falls Sie Ihr Telefon verlieren. Sie werden nicht erneut angezeigt.',
    done: 'Ich habe meine Codes gespeichert',
    disable: 'Deaktivieren',
    disableCode: 'App-Code oder Wiederherstellungscode',
  },
};

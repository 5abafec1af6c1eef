import type { OwnerDocumentTexts } from './fr.ts';

export const documentsDe: OwnerDocumentTexts = {
  app: {
    driverDocuments: {
      title: 'Dokumente des Fahrers',
      privacy:
        'Sensible personenbezogene Daten: nur während der Buchung sichtbar, und jeder Zugriff wird in Ihrem Namen protokolliert.',
      kinds: {
        licence_front: 'Führerschein – Vorderseite',
        licence_back: 'Führerschein – Rückseite',
        identity: 'Ausweisdokument',
      },
      missing: 'Noch nicht gesendet',
      openPdf: 'PDF öffnen',
      status: {
        none: 'Der Fahrer hat noch kein Dokument gesendet.',
        submitted: 'Zu prüfen',
        verified: 'Verifizierter Fahrer',
        rejected: 'Dokumente abgelehnt',
      },
      verifiedUntil: 'Verifizierter Fahrer bis zum %{date}',
      verify: 'Fahrer verifizieren',
      verified: 'Fahrer verifiziert.',
      reject: 'Ablehnen',
      rejectTitle: 'Dokumente ablehnen',
      reason: 'Grund (wird dem Fahrer in seiner Sprache angezeigt)',
      note: 'Nachricht an den Fahrer (optional)',
      confirmReject: 'Dokumente ablehnen',
      cancel: 'Abbrechen',
      rejected: 'Dokumente abgelehnt: Der Fahrer sieht den Grund.',
      reasons: {
        unreadable: 'Unleserlich',
        expired: 'Abgelaufen',
        name_mismatch: 'Name stimmt nicht überein',
        incomplete: 'Unvollständig',
        not_accepted: 'Dokument nicht akzeptiert',
        other: 'Sonstiges',
      },
      notVerifiedSoon: 'Abholung in weniger als 24 Stunden: Der Fahrer ist nicht verifiziert.',
      rejectedCancels:
        'Sind die Dokumente 24 Stunden vor der Abholung noch abgelehnt, wird die Buchung storniert und vollständig erstattet.',
      unavailable: 'Dokumente sind nur während einer laufenden Buchung sichtbar.',
    },
  },
};

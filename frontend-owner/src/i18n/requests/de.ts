import type { OwnerRequestTexts } from './fr.ts';

export const requestsDe: OwnerRequestTexts = {
  app: {
    requests: {
      pendingTitle: 'Offene Anfragen',
      pendingIntro:
        'Nehmen Sie an, um die Karte des Kunden zu belasten und die Buchung zu bestätigen; lehnen Sie ab, wird nichts belastet. Ohne rechtzeitige Antwort verfällt die Anfrage und die Tage werden wieder frei.',
      dates: '%{start} – %{end}',
      payout: 'Ihre Auszahlung: %{amount}',
      total: 'vom Kunden bezahlt: %{amount}',
      seeBooking: 'Buchung ansehen',
      accept: 'Annehmen',
      decline: 'Ablehnen',
      accepted: 'Anfrage angenommen: Die Buchung ist bestätigt und der Kunde belastet.',
      declined:
        'Anfrage abgelehnt: Nichts wurde belastet, der Kunde ist informiert und die Tage sind wieder frei.',
      answeredAccepted: 'Anfrage von %{customer} angenommen: Buchung bestätigt (%{car}).',
      answeredDeclined: 'Anfrage von %{customer} abgelehnt: Nichts wurde belastet.',
      timeLeft: {
        hoursMinutes: 'Noch %{hours} Std. %{minutes} Min.',
        underAnHour: 'Noch weniger als eine Stunde',
        overdue: 'Frist abgelaufen: Die Anfrage verfällt gleich',
      },
      declineTitle: 'Die Anfrage von %{customer} ablehnen?',
      declineContent:
        'Es wird nichts belastet und die Tage werden wieder frei. Sie können dem Kunden den Grund nennen (optional).',
      declineMessage: 'Nachricht an den Kunden (optional)',
      declineCount: '%{count} / %{max} Zeichen',
      cancel: 'Abbrechen',
      confirmDecline: 'Anfrage ablehnen',
      panelTitle: 'Buchungsanfrage',
      respondBy: 'Anzunehmen bis %{when}',
      status: {
        awaiting_payment: 'Wartet auf die Zahlung des Kunden',
        awaiting_owner: 'Wartet auf Ihre Antwort',
        accepted: 'Angenommen',
        declined: 'Abgelehnt',
        expired: 'Ohne Antwort verfallen: Die Tage wurden wieder frei',
        withdrawn: 'Vom Kunden vor Ihrer Antwort zurückgezogen',
      },
      respondedAt: 'Beantwortet am %{when}',
      yourMessage: 'Ihre Nachricht an den Kunden: „%{message}“',
      chip: 'Anfrage',
    },
    timeline: {
      cancelledNothingCharged: 'Buchung storniert: Nichts wurde belastet',
      payment_authorised: 'Zahlung autorisiert: Vor Ihrer Antwort wird nichts belastet',
      request_accepted: 'Anfrage angenommen',
      request_declined: 'Anfrage abgelehnt',
      request_expired: 'Anfrage ohne Antwort verfallen',
      authorisation_voided: 'Zahlungsautorisierung aufgehoben: Nichts wurde belastet',
      reason: 'Grund: %{reason}',
    },
    cancellationReasons: {
      customer: 'vom Kunden storniert',
      hold_expired: 'Zahlung nicht rechtzeitig eingegangen',
      schedule_conflict: 'Tage bereits belegt',
      payment_after_cancellation: 'Zahlung nach der Stornierung eingegangen',
      driver_rejected: 'Dokumente des Fahrers abgelehnt',
      request_declined: 'Anfrage abgelehnt',
      request_expired: 'Anfrage ohne Antwort verfallen',
      authorisation_lapsed: 'Zahlungsautorisierung vor der Belastung abgelaufen',
    },
    bookingMode: {
      legend: 'Buchungsart',
      instant: 'Sofortbuchung',
      instantHelp: 'Kunden buchen dieses Fahrzeug sofort.',
      request: 'Auf Anfrage',
      requestHelp:
        'Sie haben %{hours} Std., um jede Anfrage anzunehmen; ohne Antwort verfällt sie und die Tage werden wieder frei.',
      shownRequest: 'auf Anfrage',
    },
  },
};

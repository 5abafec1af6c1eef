import type { OwnerRequestTexts } from './fr.ts';

export const requestsEn: OwnerRequestTexts = {
  app: {
    requests: {
      pendingTitle: 'Pending requests',
      pendingIntro:
        'Accept to charge the customer’s card and confirm the booking; decline and nothing is charged. Without an answer in time, the request expires and the dates are freed.',
      dates: '%{start} – %{end}',
      payout: 'Your payout: %{amount}',
      total: 'paid by the customer: %{amount}',
      seeBooking: 'See the booking',
      accept: 'Accept',
      decline: 'Decline',
      accepted: 'Request accepted: the booking is confirmed and the customer charged.',
      declined: 'Request declined: nothing was charged, the customer is told and the dates are freed.',
      answeredAccepted: '%{customer}’s request accepted: booking confirmed (%{car}).',
      answeredDeclined: '%{customer}’s request declined: nothing was charged.',
      timeLeft: {
        hoursMinutes: '%{hours} h %{minutes} min left',
        underAnHour: 'Less than an hour left',
        overdue: 'Time is up: the request is about to expire',
      },
      declineTitle: 'Decline %{customer}’s request?',
      declineContent:
        'Nothing will be charged and the dates will be freed. You may tell the customer why (optional).',
      declineMessage: 'Message to the customer (optional)',
      declineCount: '%{count} / %{max} characters',
      cancel: 'Cancel',
      confirmDecline: 'Decline the request',
      panelTitle: 'Booking request',
      respondBy: 'To accept by %{when}',
      status: {
        awaiting_payment: 'Waiting for the customer’s payment',
        awaiting_owner: 'Waiting for your answer',
        accepted: 'Accepted',
        declined: 'Declined',
        expired: 'Expired without an answer: the dates were freed',
        withdrawn: 'Withdrawn by the customer before your answer',
      },
      respondedAt: 'Answered on %{when}',
      yourMessage: 'Your message to the customer: “%{message}”',
      chip: 'Request',
    },
    timeline: {
      cancelledNothingCharged: 'Booking cancelled: nothing was charged',
      payment_authorised: 'Payment authorised: nothing is charged before your answer',
      request_accepted: 'Request accepted',
      request_declined: 'Request declined',
      request_expired: 'Request expired without an answer',
      authorisation_voided: 'Payment authorisation voided: nothing was charged',
      reason: 'reason: %{reason}',
    },
    cancellationReasons: {
      customer: 'cancelled by the customer',
      hold_expired: 'payment not received in time',
      schedule_conflict: 'dates already taken',
      payment_after_cancellation: 'payment arrived after the cancellation',
      driver_rejected: 'driver’s documents refused',
      request_declined: 'request declined',
      request_expired: 'request expired without an answer',
      authorisation_lapsed: 'payment authorisation lapsed before the charge',
    },
    bookingMode: {
      legend: 'Booking mode',
      instant: 'Instant booking',
      instantHelp: 'Customers book this vehicle instantly.',
      request: 'On request',
      requestHelp:
        'You have %{hours} h to accept each request; without an answer, it expires and the dates are freed.',
      shownRequest: 'on request',
    },
  },
};

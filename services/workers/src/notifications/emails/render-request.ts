import type { LanguageCode } from '@grandtour/shared';
import type { BookingEmailView, Line, RenderedEmail } from './render.ts';
import { REQUEST_TEXTS } from './request-texts.ts';

type RequestTemplate =
  | 'request-sent'
  | 'owner-booking-request'
  | 'owner-request-reminder'
  | 'request-declined'
  | 'request-expired'
  | 'request-lapsed'
  | 'owner-request-expired'
  | 'owner-request-lapsed';

/** The e-mails of a request closed by the clock or the provider, each with its texts and its reader. */
const CLOSINGS = {
  'request-expired': { texts: 'expired', toCustomer: true },
  'request-lapsed': { texts: 'lapsed', toCustomer: true },
  'owner-request-expired': { texts: 'ownerExpired', toCustomer: false },
  'owner-request-lapsed': { texts: 'ownerLapsed', toCustomer: false },
} as const;

type Body = { title: string; paragraphs: string[]; lines: Line[]; link?: [string, string] };

/** What the booking e-mails' renderer lends: its layout, its filling, its lines and its formats. */
interface Kit {
  compose: (subject: string, body: Body) => RenderedEmail;
  fill: (template: string, values: Record<string, string | number>) => string;
  greeting: string;
  lines: { reference: Line; carLine: Line; dates: Line; pickup: Line; total: Line };
  money: (cents: number) => string;
  instant: (at: Date) => string;
  /** The customer's link to their bookings. */
  bookings: [string, string];
}

/** The e-mails of a request to book (decision 85), to the customer and to the owner, in the reader's language. */
export function renderRequestEmail(
  template: RequestTemplate,
  language: LanguageCode,
  view: BookingEmailView,
  publicUrl: string,
  kit: Kit,
): RenderedEmail {
  const t = REQUEST_TEXTS[language];
  const { reference, carLine, dates, pickup, total } = kit.lines;
  const respondBy = view.request?.respondBy ? kit.instant(view.request.respondBy) : '';
  const values = {
    car: view.car,
    customer: `${view.customer.firstName} ${view.customer.lastName}`.trim(),
    respondBy,
    hours: view.request?.hoursLeft ?? '',
    message: view.request?.declineMessage ?? '',
  };
  const answer: [string, string] = [
    t.answer,
    `${publicUrl}/owner-dashboard#/bookings/${view.bookingId}/show`,
  ];
  const searchAgain: [string, string] = [t.searchAgain, `${publicUrl}/search`];
  const deadline: Line[] = respondBy ? [[t.respondBy, respondBy, true]] : [];
  const mail = (
    texts: { subject: string; title: string },
    paragraphs: string[],
    lines: Line[],
    link: [string, string],
  ) =>
    kit.compose(kit.fill(texts.subject, values), {
      title: texts.title,
      paragraphs: [kit.greeting, ...paragraphs],
      lines,
      link,
    });
  switch (template) {
    case 'request-sent':
      return mail(
        t.sent,
        [kit.fill(t.sent.intro, values), t.sent.authorised],
        [reference, carLine, dates, pickup, total, ...deadline],
        kit.bookings,
      );
    case 'owner-booking-request':
      return mail(
        t.ownerNew,
        [kit.fill(t.ownerNew.intro, values), t.ownerNew.action],
        [
          reference,
          carLine,
          dates,
          pickup,
          [t.ownerNew.customer, values.customer],
          [t.ownerNew.payout, kit.money(view.ownerPayoutCents), true],
          ...deadline,
        ],
        answer,
      );
    case 'owner-request-reminder':
      return mail(
        t.ownerReminder,
        [kit.fill(t.ownerReminder.intro, values)],
        [reference, carLine, dates, ...deadline],
        answer,
      );
    case 'request-declined': {
      const said = view.request?.declineMessage ? [kit.fill(t.declined.ownerSaid, values)] : [];
      return mail(
        t.declined,
        [kit.fill(t.declined.intro, values), ...said, t.nothingCharged],
        [reference, carLine, dates],
        searchAgain,
      );
    }
    case 'request-expired':
    case 'request-lapsed':
    case 'owner-request-expired':
    case 'owner-request-lapsed': {
      // The request closed without a booking: the customer is told nothing was charged, the owner what happened.
      const { texts, toCustomer } = CLOSINGS[template];
      const closing = t[texts];
      return mail(
        closing,
        [kit.fill(closing.intro, values), ...(toCustomer ? [t.nothingCharged] : [])],
        [reference, carLine, dates],
        toCustomer ? searchAgain : answer,
      );
    }
    default: {
      const exhaustive: never = template;
      return exhaustive;
    }
  }
}

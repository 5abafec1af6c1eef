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
      return mail(
        t.expired,
        [kit.fill(t.expired.intro, values), t.nothingCharged],
        [reference, carLine, dates],
        searchAgain,
      );
    case 'request-lapsed':
      return mail(
        t.lapsed,
        [kit.fill(t.lapsed.intro, values), t.nothingCharged],
        [reference, carLine, dates],
        searchAgain,
      );
    case 'owner-request-expired':
      return mail(
        t.ownerExpired,
        [kit.fill(t.ownerExpired.intro, values)],
        [reference, carLine, dates],
        answer,
      );
    case 'owner-request-lapsed':
      return mail(
        t.ownerLapsed,
        [kit.fill(t.ownerLapsed.intro, values)],
        [reference, carLine, dates],
        answer,
      );
    default: {
      const exhaustive: never = template;
      return exhaustive;
    }
  }
}

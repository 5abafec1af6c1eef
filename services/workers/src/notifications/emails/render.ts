import type { NotificationTemplate } from '@grandtour/commands';
import type { BookingRow } from '@grandtour/projections';
import {
  bookingReference,
  formatEuroCents,
  formatPhone,
  pickupInstant,
  todayInParis,
  type HandoverPhase,
  type LanguageCode,
  placeName,
  placeWithAddress,
  type PickupOption,
} from '@grandtour/shared';
import { OWNER_PAYOUT_TEXTS } from './owner-payout-texts.ts';
import { DEPOSIT_TEXTS } from './deposit-texts.ts';
import { renderClaimEmail } from './render-claim.ts';
import { renderHandoverEmail } from './render-handover.ts';
import { DRIVER_REJECTED_TEXTS } from './driver-rejected-texts.ts';
import { OWNER_CANCELLED_TEXTS } from './owner-cancelled-texts.ts';
import { OWNER_DRIVER_UNVERIFIED_TEXTS } from './owner-driver-unverified-texts.ts';
import { renderRequestEmail } from './render-request.ts';
import { renderUnreadMessagesEmail, type UnreadMessagesView } from './render-unread-messages.ts';
import { PAYOUT_ACCOUNT_CHANGED_TEXTS } from './payout-account-changed-texts.ts';
import { SIGN_IN_LOCKED_TEXTS } from './sign-in-locked-texts.ts';
import { ERASURE_CONFIRMATION_TEXTS } from './erasure-confirmation-texts.ts';
import { DATA_EXPORT_LINK_TEXTS } from './data-export-link-texts.ts';
import { SUBSCRIPTION_CONFIRMED_TEXTS } from './subscription-texts.ts';
import { EMAIL_TEXTS, type EmailTexts } from './texts.ts';

/** The booking's columns that the e-mails and the receipt state alike. */
export type BookedStayRow = Pick<
  BookingRow,
  | 'id'
  | 'customerInfo'
  | 'carBrand'
  | 'carModel'
  | 'startDate'
  | 'endDate'
  | 'days'
  | 'pickupLocation'
  | 'dropoffLocation'
  | 'pickupAddress'
  | 'dropoffAddress'
  | 'rentalCents'
  | 'deliveryCents'
  | 'serviceFeeCents'
  | 'totalCents'
  | 'depositCents'
>;

/** What the e-mails and the receipt say alike of a booking: who, which car, when and where, what it costs. */
export function bookedStayOf(row: BookedStayRow) {
  return {
    bookingId: row.id,
    customer: row.customerInfo as BookingEmailView['customer'],
    car: `${row.carBrand} ${row.carModel}`,
    startDate: row.startDate,
    endDate: row.endDate,
    days: row.days,
    pickupLocation: row.pickupLocation as PickupOption,
    dropoffLocation: row.dropoffLocation as PickupOption,
    pickupAddress: row.pickupAddress,
    dropoffAddress: row.dropoffAddress,
    pickupAt: pickupInstant(row.startDate),
    rentalCents: row.rentalCents,
    deliveryCents: row.deliveryCents,
    serviceFeeCents: row.serviceFeeCents,
    totalCents: row.totalCents,
    depositCents: row.depositCents,
  } satisfies Partial<BookingEmailView>;
}

export interface BookingEmailView {
  bookingId: string;
  customer: { firstName: string; lastName: string; email: string; phone: string };
  car: string;
  startDate: string;
  endDate: string;
  days: number;
  pickupLocation: PickupOption;
  dropoffLocation: PickupOption;
  /** Where, as booked (decision 55); null for bookings made before places had addresses. */
  pickupAddress: string | null;
  dropoffAddress: string | null;
  pickupAt: Date;
  rentalCents: number;
  deliveryCents: number;
  serviceFeeCents: number;
  totalCents: number;
  depositCents: number;
  paidCents: number;
  cancellationFeeCents: number;
  /** Why the booking was cancelled, when it was (the platform's reasons get a sentence of their own). */
  cancellationReason?: string | null;
  refundDueCents: number;
  ownerPayoutCents: number;
  /** The owner's first name, for the owner's e-mails. */
  ownerName?: string;
  /** The owner's cancellation notice: their share of the customer's cancellation fee. */
  ownerFeeShareCents?: number;
  /** The owner's payout notice: gross, commission, net and the provider's transfer. */
  payout?: {
    grossCents: number;
    commissionCents: number;
    netCents: number;
    transferId: string;
    /** Damages of settled claims paid with it, without commission (issue 23); part of netCents. */
    damagesCents?: number;
  };
  /** A change's e-mail: the booking before it, and what it cost (> 0) or gave back (< 0). */
  change?: {
    previousStartDate: string;
    previousEndDate: string;
    previousPickupLocation: PickupOption;
    totalDeltaCents: number;
  };
  /** The deposit's e-mails (decision 68). */
  deposit?: { amountCents: number; expiresAt: string | null; message: string | null; reason: string | null };
  /** A damage claim's e-mails (issue 23): the amount, the customer's deadline, the words, what was taken. */
  claim?: {
    amountCents: number;
    respondBy: string | null;
    message: string | null;
    capturedCents: number | null;
    excessCents: number | null;
  };
  /** A sealed handover report's e-mails (issue 23). */
  handover?: { phase: HandoverPhase; sealedAt: string };
  /** A request to book's e-mails (decision 85): when the answer is due, the owner's words, a reminder's hours left. */
  request?: { respondBy: Date | null; declineMessage: string | null; hoursLeft: number | null };
}

export interface ContactEmailView {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  language: LanguageCode;
  receivedAt: string;
}

/** A lock-out of sign-ins to an account (decision 51). */
export interface SignInLockedView {
  firstName: string;
  language: LanguageCode;
  lockedUntil: string;
  failedAttempts: number;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** One line for the notifications read model. */
  summary: string;
}

const GOLD = '#c9a227';
const INK = '#0b0b0d';
const PAPER = '#f7f3ea';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));

// Intl formatters are costly to build and safe to share: one per language and use.
const cached = <T>(make: (language: LanguageCode) => T) => {
  const formatters = new Map<LanguageCode, T>();
  return (language: LanguageCode) => {
    let formatter = formatters.get(language);
    if (!formatter) formatters.set(language, (formatter = make(language)));
    return formatter;
  };
};
const longDates = cached(
  (language) => new Intl.DateTimeFormat(EMAIL_TEXTS[language].locale, { dateStyle: 'full', timeZone: 'UTC' }),
);
const parisTimes = cached(
  (language) =>
    new Intl.DateTimeFormat(EMAIL_TEXTS[language].locale, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Paris',
    }),
);

/** Every amount an e-mail or a receipt states, to the cent in the reader's locale (decision 60). */
export function formatEuros(cents: number, language: LanguageCode): string {
  return formatEuroCents(cents, EMAIL_TEXTS[language].locale);
}

const parisInstants = cached(
  (language) =>
    new Intl.DateTimeFormat(EMAIL_TEXTS[language].locale, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'Europe/Paris',
    }),
);

export const formatDate = (date: string, language: LanguageCode) =>
  longDates(language).format(new Date(`${date}T00:00:00Z`));
export const formatTime = (instant: Date, language: LanguageCode) => parisTimes(language).format(instant);

export type Line = [label: string, value: string, strong?: boolean];

/** The Grand Tour look: ink header with the gold wordmark, an ivory card, gold rules. Inline styles only (mail). */
function layout(
  t: EmailTexts,
  body: { title: string; paragraphs: string[]; lines: Line[]; link?: [string, string] },
) {
  const rows = body.lines
    .map(
      ([label, value, strong]) =>
        `<tr><td style="padding:8px 0;color:#5b5546;border-bottom:1px solid #e6dcc3">${escapeHtml(label)}</td>` +
        `<td style="padding:8px 0;text-align:right;border-bottom:1px solid #e6dcc3;${strong ? 'font-weight:700;color:' + INK : 'color:#2b2820'}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const paragraphs = body.paragraphs
    .map(
      (p) =>
        `<p style="margin:0 0 14px;line-height:1.55;color:#2b2820">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`,
    )
    .join('');
  const button = body.link
    ? `<p style="margin:24px 0 0;text-align:center"><a href="${escapeHtml(body.link[1])}" style="display:inline-block;padding:12px 26px;background:${GOLD};color:${INK};text-decoration:none;font-weight:700;border-radius:4px">${escapeHtml(body.link[0])}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${t.locale.slice(0, 2)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(body.title)}</title></head>
<body style="margin:0;padding:0;background:${INK};font-family:Georgia,'Times New Roman',serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${INK}"><tr><td align="center" style="padding:28px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%">
<tr><td style="padding:0 0 18px;text-align:center;color:${GOLD};font-size:28px;letter-spacing:6px;text-transform:uppercase">Grand Tour</td></tr>
<tr><td style="padding:0 0 18px;text-align:center;color:#b9b09a;font-size:12px;letter-spacing:3px;text-transform:uppercase">${escapeHtml(t.tagline)}</td></tr>
<tr><td style="background:${PAPER};border-top:3px solid ${GOLD};padding:32px 32px 28px;font-family:Helvetica,Arial,sans-serif;font-size:15px">
<h1 style="margin:0 0 20px;font-family:Georgia,serif;font-weight:400;font-size:24px;color:${INK}">${escapeHtml(body.title)}</h1>
${paragraphs}
${rows ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:18px 0 6px;font-size:14px">${rows}</table>` : ''}
${button}
</td></tr>
<tr><td style="padding:18px 12px;text-align:center;color:#8d8571;font-family:Helvetica,Arial,sans-serif;font-size:12px">${escapeHtml(t.footer)}</td></tr>
</table></td></tr></table></body></html>`;
}

function plainText(
  t: EmailTexts,
  body: { title: string; paragraphs: string[]; lines: Line[]; link?: [string, string] },
) {
  const width = Math.max(0, ...body.lines.map(([label]) => label.length)) + 2;
  return [
    'GRAND TOUR',
    '',
    body.title,
    '='.repeat(body.title.length),
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...body.lines.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    ...(body.lines.length ? [''] : []),
    ...(body.link ? [`${body.link[0]}: ${body.link[1]}`, ''] : []),
    '--',
    t.footer,
    '',
  ].join('\n');
}

function compose(
  t: EmailTexts,
  subject: string,
  body: { title: string; paragraphs: string[]; lines: Line[]; link?: [string, string] },
): RenderedEmail {
  return { subject, html: layout(t, body), text: plainText(t, body), summary: body.paragraphs[1] ?? subject };
}

/** The e-mails that are not about one booking: rendered by their own renderers. */
export const NOT_BOOKING_TEMPLATES = [
  'contact-acknowledgement',
  'contact-forward',
  'sign-in-locked',
  'subscription-confirmed',
  'payout-account-changed',
  'messages-unread',
  'owner-messages-unread',
  'erasure-confirmation',
  'data-export-link',
] as const satisfies readonly NotificationTemplate[];
export type BookingTemplate = Exclude<NotificationTemplate, (typeof NOT_BOOKING_TEMPLATES)[number]>;

export function renderBookingEmail(
  template: BookingTemplate,
  language: LanguageCode,
  view: BookingEmailView,
  publicUrl: string,
): RenderedEmail {
  const t = EMAIL_TEXTS[language];
  const money = (cents: number) => formatEuros(cents, language);
  const values = { car: view.car, name: view.customer.firstName, days: view.days };
  const greeting = fill(t.greeting, {
    name: template.startsWith('owner-') ? (view.ownerName ?? '') : view.customer.firstName,
  }).replace(' ,', ',');
  const reference: Line = [t.bookingReference, bookingReference(view.bookingId)];
  const carLine: Line = [t.car, view.car];
  const dates: Line = [
    t.dates,
    `${formatDate(view.startDate, language)} → ${formatDate(view.endDate, language)} · ${fill(t.days, values)}`,
  ];
  const pickup: Line = [
    t.pickup,
    `${placeWithAddress(view.pickupLocation, view.pickupAddress, t.pickupPlaces)} · ${fill(t.pickupTime, { date: formatDate(view.startDate, language), time: formatTime(view.pickupAt, language) })}`,
  ];
  const returnsElsewhere =
    view.dropoffLocation !== view.pickupLocation || view.dropoffAddress !== view.pickupAddress;
  const dropoff: Line[] = returnsElsewhere
    ? [[t.dropoff, placeWithAddress(view.dropoffLocation, view.dropoffAddress, t.pickupPlaces)]]
    : [];
  const priceLines: Line[] = [
    [t.rental, money(view.rentalCents)],
    ...(view.deliveryCents > 0 ? [[t.delivery, money(view.deliveryCents)] as Line] : []),
    [t.serviceFee, money(view.serviceFeeCents)],
    [t.total, money(view.totalCents), true],
  ];
  const bookings: [string, string] = [t.viewBookings, `${publicUrl}/reservations`];
  switch (template) {
    case 'booking-confirmed':
      return compose(t, fill(t.confirmed.subject, values), {
        title: t.confirmed.title,
        paragraphs: [greeting, fill(t.confirmed.intro, values), t.confirmed.depositNote, t.confirmed.receipt],
        lines: [
          reference,
          carLine,
          dates,
          pickup,
          ...dropoff,
          ...priceLines,
          [t.deposit, money(view.depositCents)],
        ],
        link: bookings,
      });
    case 'booking-changed': {
      const delta = view.change?.totalDeltaCents ?? 0;
      const before: Line[] = view.change
        ? [
            [
              t.changed.before,
              `${formatDate(view.change.previousStartDate, language)} → ${formatDate(view.change.previousEndDate, language)} · ${placeName(view.change.previousPickupLocation, t.pickupPlaces)}`,
            ],
          ]
        : [];
      const difference: Line[] =
        delta > 0
          ? [[t.changed.charged, money(delta), true]]
          : delta < 0
            ? [[t.changed.refunded, money(-delta), true]]
            : [];
      return compose(t, fill(t.changed.subject, values), {
        title: t.changed.title,
        paragraphs: [
          greeting,
          fill(t.changed.intro, values),
          ...(delta > 0 ? [t.changed.chargedNote] : delta < 0 ? [t.changed.refundNote] : []),
          t.changed.remindersNote,
          t.changed.receiptNote,
        ],
        lines: [reference, carLine, dates, pickup, ...dropoff, ...before, ...priceLines, ...difference],
        link: [t.viewBookings, `${publicUrl}/reservations/${view.bookingId}`],
      });
    }
    case 'reminder-24h':
      return compose(t, fill(t.reminder24h.subject, values), {
        title: t.reminder24h.title,
        paragraphs: [greeting, fill(t.reminder24h.intro, values), t.reminder24h.bring],
        lines: [reference, carLine, pickup, ...dropoff, [t.deposit, money(view.depositCents)]],
        link: bookings,
      });
    case 'reminder-1h':
      return compose(t, fill(t.reminder1h.subject, values), {
        title: t.reminder1h.title,
        paragraphs: [greeting, fill(t.reminder1h.intro, values)],
        lines: [reference, carLine, pickup, ...dropoff],
      });
    case 'booking-cancelled':
      return compose(t, fill(t.cancelled.subject, values), {
        title: t.cancelled.title,
        paragraphs: [
          greeting,
          fill(t.cancelled.intro, values),
          ...(view.cancellationReason === 'driver_rejected' ? [DRIVER_REJECTED_TEXTS[language]] : []),
          ...(view.refundDueCents > 0 ? [t.cancelled.refundNote] : []),
        ],
        lines: [
          reference,
          carLine,
          dates,
          [t.paid, money(view.paidCents)],
          view.cancellationFeeCents > 0 ? [t.fee, money(view.cancellationFeeCents)] : [t.fee, t.noFee],
          [t.refund, money(view.refundDueCents), true],
        ],
        link: bookings,
      });
    case 'hold-expired':
      return compose(t, fill(t.holdExpired.subject, values), {
        title: t.holdExpired.title,
        paragraphs: [greeting, fill(t.holdExpired.intro, values), t.holdExpired.again],
        lines: [reference, carLine, dates],
        link: [t.viewBookings, `${publicUrl}/search`],
      });
    case 'owner-new-booking':
      return compose(t, fill(t.ownerNewBooking.subject, values), {
        title: t.ownerNewBooking.title,
        paragraphs: [greeting, fill(t.ownerNewBooking.intro, values)],
        lines: [
          reference,
          carLine,
          dates,
          pickup,
          ...dropoff,
          [
            t.ownerNewBooking.customer,
            `${view.customer.firstName} ${view.customer.lastName} · ${formatPhone(view.customer.phone)}`,
          ],
          [t.ownerNewBooking.payout, money(view.ownerPayoutCents), true],
        ],
        link: [t.viewBookings, `${publicUrl}/owner-dashboard`],
      });
    case 'owner-booking-cancelled': {
      const owner = OWNER_CANCELLED_TEXTS[language];
      const feeShare = view.ownerFeeShareCents ?? 0;
      return compose(t, fill(owner.subject, values), {
        title: owner.title,
        paragraphs: [greeting, fill(owner.intro, values), owner.datesFree],
        lines: [
          reference,
          carLine,
          dates,
          [owner.customer, `${view.customer.firstName} ${view.customer.lastName}`],
          ...(feeShare > 0 ? [[owner.feeShare, money(feeShare), true] as Line] : []),
        ],
        link: [t.viewBookings, `${publicUrl}/owner-dashboard`],
      });
    }
    case 'owner-driver-unverified': {
      const owner = OWNER_DRIVER_UNVERIFIED_TEXTS[language];
      return compose(t, fill(owner.subject, values), {
        title: owner.title,
        paragraphs: [greeting, fill(owner.intro, values), owner.action],
        lines: [reference, carLine, dates, pickup],
        link: [owner.link, `${publicUrl}/owner-dashboard#/bookings/${view.bookingId}/show`],
      });
    }
    case 'owner-payout-sent': {
      const owner = OWNER_PAYOUT_TEXTS[language];
      const payout = view.payout ?? {
        grossCents: view.ownerPayoutCents,
        commissionCents: 0,
        netCents: view.ownerPayoutCents,
        transferId: '',
      };
      return compose(t, fill(owner.subject, values), {
        title: owner.title,
        paragraphs: [greeting, fill(owner.intro, values), owner.arrival],
        lines: [
          reference,
          carLine,
          dates,
          [owner.gross, money(payout.grossCents)],
          [owner.commission, money(-payout.commissionCents)],
          ...(payout.damagesCents ? [[owner.damages, money(payout.damagesCents)] as Line] : []),
          [owner.net, money(payout.netCents), true],
          [owner.transfer, payout.transferId],
        ],
        link: [t.viewBookings, `${publicUrl}/owner-dashboard`],
      });
    }
    case 'deposit-held':
    case 'deposit-hold-failed':
    case 'owner-deposit-hold-failed':
    case 'deposit-released':
    case 'deposit-captured':
      return renderDepositEmail(template, language, view, publicUrl, { greeting, reference, carLine, dates });
    case 'request-sent':
    case 'owner-booking-request':
    case 'owner-request-reminder':
    case 'request-declined':
    case 'request-expired':
    case 'request-lapsed':
    case 'owner-request-expired':
    case 'owner-request-lapsed':
      return renderRequestEmail(template, language, view, publicUrl, {
        compose: (subject, body) => compose(t, subject, body),
        fill,
        greeting,
        lines: { reference, carLine, dates, pickup, total: priceLines.at(-1)! },
        money,
        instant: (at) => parisInstants(language).format(at),
        bookings,
      });
    case 'claim-opened':
    case 'owner-claim-accepted':
    case 'owner-claim-contested':
    case 'owner-claim-decided':
    case 'owner-claim-settled':
      return renderClaimEmail(template, language, view, publicUrl, {
        compose: (subject, body) => compose(t, subject, body),
        fill,
        greeting,
        lines: { reference, carLine, dates },
        money,
        instant: (at) => parisInstants(language).format(at),
      });
    case 'handover-report':
    case 'owner-handover-report':
      return renderHandoverEmail(template, language, view, publicUrl, {
        compose: (subject, body) => compose(t, subject, body),
        fill,
        greeting,
        lines: { reference, carLine },
        instant: (at) => parisInstants(language).format(at),
      });
    default: {
      const exhaustive: never = template;
      return exhaustive;
    }
  }
}

/** The customer's deposit e-mails: held until when, refused (with a link to use another card), released, captured. */
function renderDepositEmail(
  template:
    | 'deposit-held'
    | 'deposit-hold-failed'
    | 'owner-deposit-hold-failed'
    | 'deposit-released'
    | 'deposit-captured',
  language: LanguageCode,
  view: BookingEmailView,
  publicUrl: string,
  common: { greeting: string; reference: Line; carLine: Line; dates: Line },
): RenderedEmail {
  const t = EMAIL_TEXTS[language];
  const d = DEPOSIT_TEXTS[language];
  const values = { car: view.car };
  const deposit = view.deposit ?? {
    amountCents: view.depositCents,
    expiresAt: null,
    message: null,
    reason: null,
  };
  const money = (cents: number) => formatEuros(cents, language);
  const { greeting, reference, carLine, dates } = common;
  const page: [string, string] = [t.viewBookings, `${publicUrl}/bookings/${view.bookingId}`];
  switch (template) {
    case 'deposit-held': {
      const until = deposit.expiresAt ? new Date(deposit.expiresAt) : null;
      return compose(t, fill(d.held.subject, values), {
        title: d.held.title,
        paragraphs: [greeting, fill(d.held.intro, values), d.held.note],
        lines: [
          reference,
          carLine,
          dates,
          [d.amount, money(deposit.amountCents), true],
          ...(until
            ? [
                [
                  d.held.until,
                  `${formatDate(todayInParis(until), language)} · ${formatTime(until, language)}`,
                ] as Line,
              ]
            : []),
        ],
        link: page,
      });
    }
    case 'deposit-hold-failed':
    case 'owner-deposit-hold-failed': {
      // The same facts to both: the customer is asked for another card, the owner not to hand the car over.
      const words = template === 'deposit-hold-failed' ? d.failed : d.ownerFailed;
      const link =
        template === 'deposit-hold-failed'
          ? `${publicUrl}/bookings/${view.bookingId}/deposit`
          : `${publicUrl}/owner-dashboard#/bookings/${view.bookingId}/show`;
      return compose(t, fill(words.subject, values), {
        title: words.title,
        paragraphs: [greeting, fill(words.intro, values), words.action],
        lines: [
          reference,
          carLine,
          dates,
          [d.amount, money(view.depositCents), true],
          ...(deposit.message ? [[d.failed.providerSaid, deposit.message] as Line] : []),
        ],
        link: [words.link, link],
      });
    }
    case 'deposit-released':
      return compose(t, fill(d.released.subject, values), {
        title: d.released.title,
        paragraphs: [greeting, fill(d.released.intro, values), d.released.note],
        lines: [reference, carLine, dates, [d.amount, money(deposit.amountCents), true]],
        link: page,
      });
    case 'deposit-captured':
      return compose(t, fill(d.captured.subject, values), {
        title: d.captured.title,
        paragraphs: [greeting, fill(d.captured.intro, values), d.captured.note],
        lines: [
          reference,
          carLine,
          [d.captured_amount, money(deposit.amountCents), true],
          ...(deposit.reason ? [[d.captured.reason, deposit.reason] as Line] : []),
        ],
        link: page,
      });
  }
}

export function renderContactAcknowledgement(view: ContactEmailView): RenderedEmail {
  const t = EMAIL_TEXTS[view.language];
  return compose(t, t.contactAck.subject, {
    title: t.contactAck.title,
    paragraphs: [
      fill(t.greeting, { name: view.firstName }),
      t.contactAck.intro,
      `${t.contactAck.yourMessage}\n${view.message}`,
    ],
    lines: [],
  });
}

/** The support team works in French; the customer's language is stated so the answer is written in it. */
export function renderContactForward(view: ContactEmailView): RenderedEmail {
  const t = EMAIL_TEXTS.fr;
  const subject = `[Contact · ${view.subject}] ${view.firstName} ${view.lastName}`;
  return compose(t, subject, {
    title: `Message de ${view.firstName} ${view.lastName}`,
    paragraphs: [`Reçu le ${view.receivedAt} — répondre en « ${view.language} ».`, view.message],
    lines: [
      ['Nom', `${view.firstName} ${view.lastName}`],
      ['E-mail', view.email],
      ['Téléphone', view.phone ?? '—'],
      ['Sujet', view.subject],
      ['Langue', view.language],
    ],
  });
}

/** Messages left unread for a while, in the reader's language, with a link to the thread (decision 94). */
export function renderUnreadMessages(view: UnreadMessagesView, publicUrl: string): RenderedEmail {
  const t = EMAIL_TEXTS[view.language];
  return renderUnreadMessagesEmail(view, publicUrl, {
    compose: (subject, body) => compose(t, subject, body),
    fill,
    greeting: t.greeting,
  });
}

/** Tells an account's holder that sign-ins are refused for a while, why, and what they can do (decision 51). */
export function renderSignInLocked(view: SignInLockedView, publicUrl: string): RenderedEmail {
  const t = EMAIL_TEXTS[view.language];
  const locked = SIGN_IN_LOCKED_TEXTS[view.language];
  const until = parisInstants(view.language).format(new Date(view.lockedUntil));
  return compose(t, locked.subject, {
    title: locked.title,
    paragraphs: [
      fill(t.greeting, { name: view.firstName }),
      fill(locked.intro, { count: view.failedAttempts, until }),
      locked.ifYou,
      locked.ifNotYou,
    ],
    lines: [
      [locked.lockedUntil, until, true],
      [locked.attempts, String(view.failedAttempts)],
    ],
    link: [locked.contact, `${publicUrl}/contact`],
  });
}

/**
 * The link that confirms an account's erasure (decision 99). The summary recorded of it (the second paragraph) says
 * until when it was valid, never the link: its token confirms the erasure.
 */
export function renderErasureConfirmation(view: {
  firstName: string;
  language: LanguageCode;
  expiresAt: string;
  confirmUrl: string;
}): RenderedEmail {
  const t = EMAIL_TEXTS[view.language];
  const texts = ERASURE_CONFIRMATION_TEXTS[view.language];
  const until = parisInstants(view.language).format(new Date(view.expiresAt));
  return compose(t, texts.subject, {
    title: texts.title,
    paragraphs: [
      fill(t.greeting, { name: view.firstName }),
      fill(texts.intro, { until }),
      texts.whatIsErased,
      texts.whatIsKept,
      texts.ifNotYou,
    ],
    lines: [[texts.validUntil, until, true]],
    link: [texts.confirm, view.confirmUrl],
  });
}

/**
 * A guest's link to their data (decision 99). The link is only in the button: the summary kept in the notifications
 * read model is the introduction, never the token.
 */
export function renderDataExportLink(view: {
  language: LanguageCode;
  link: string;
  hours: number;
}): RenderedEmail {
  const t = EMAIL_TEXTS[view.language];
  const texts = DATA_EXPORT_LINK_TEXTS[view.language];
  return compose(t, texts.subject, {
    title: texts.title,
    paragraphs: [texts.greeting, texts.intro, fill(texts.validity, { hours: view.hours }), texts.ifNotYou],
    lines: [],
    link: [texts.button, view.link],
  });
}

/** Tells an owner their payout account was replaced and payouts wait 24 hours (decision 76). */
export function renderPayoutAccountChanged(
  view: { firstName: string; language: LanguageCode; replacedAt: string; payoutsPausedUntil: string },
  publicUrl: string,
): RenderedEmail {
  const t = EMAIL_TEXTS[view.language];
  const texts = PAYOUT_ACCOUNT_CHANGED_TEXTS[view.language];
  const instants = parisInstants(view.language);
  const until = instants.format(new Date(view.payoutsPausedUntil));
  return compose(t, texts.subject, {
    title: texts.title,
    paragraphs: [
      fill(t.greeting, { name: view.firstName }),
      texts.intro,
      fill(texts.pause, { until }),
      texts.ifNotYou,
    ],
    lines: [
      [texts.changedAt, instants.format(new Date(view.replacedAt))],
      [texts.pausedUntil, until, true],
    ],
    link: [texts.link, `${publicUrl}/owner-dashboard#/payouts`],
  });
}

/** What a paid subscription's confirmation states. */
export interface SubscriptionConfirmedView {
  planName: string;
  priceCents: number;
  language: LanguageCode;
  activatedAt: Date;
}

export function renderSubscriptionConfirmed(
  view: SubscriptionConfirmedView,
  publicUrl: string,
): RenderedEmail {
  const t = EMAIL_TEXTS[view.language];
  const texts = SUBSCRIPTION_CONFIRMED_TEXTS[view.language];
  const values = { plan: view.planName };
  return compose(t, fill(texts.subject, values), {
    title: texts.title,
    paragraphs: [texts.greeting, fill(texts.intro, values), texts.renewal],
    lines: [
      [texts.plan, view.planName],
      [texts.price, fill(texts.perMonth, { amount: formatEuros(view.priceCents, view.language) }), true],
      [texts.activatedOn, formatDate(todayInParis(view.activatedAt), view.language)],
    ],
    link: [texts.link, `${publicUrl}/subscriptions`],
  });
}

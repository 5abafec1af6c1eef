import type { LanguageCode } from '@grandtour/shared';
import { CLAIM_TEXTS } from './claim-texts.ts';
import type { BookingEmailView, Line, RenderedEmail } from './render.ts';

export type ClaimTemplate =
  | 'claim-opened'
  | 'owner-claim-accepted'
  | 'owner-claim-contested'
  | 'owner-claim-decided'
  | 'owner-claim-settled';

type Body = { title: string; paragraphs: string[]; lines: Line[]; link?: [string, string] };

/** What the booking e-mails' renderer lends: its layout, its filling, its lines and its formats. */
interface Kit {
  compose: (subject: string, body: Body) => RenderedEmail;
  fill: (template: string, values: Record<string, string | number>) => string;
  greeting: string;
  lines: { reference: Line; carLine: Line; dates: Line };
  money: (cents: number) => string;
  instant: (at: Date) => string;
}

/** A damage claim's e-mails (issue 23): the customer's when it is opened, the owner's as it goes on. */
export function renderClaimEmail(
  template: ClaimTemplate,
  language: LanguageCode,
  view: BookingEmailView,
  publicUrl: string,
  kit: Kit,
): RenderedEmail {
  const t = CLAIM_TEXTS[language];
  const claim = view.claim ?? {
    amountCents: 0,
    respondBy: null,
    message: null,
    capturedCents: null,
    excessCents: null,
  };
  const respondBy = claim.respondBy ? kit.instant(new Date(claim.respondBy)) : '';
  const values = {
    car: view.car,
    amount: kit.money(claim.amountCents),
    respondBy,
    message: claim.message ?? '',
    excess: kit.money(claim.excessCents ?? 0),
  };
  const { reference, carLine, dates } = kit.lines;
  const amount: Line = [t.amount, values.amount, true];
  const ownerLink: [string, string] = [
    t.viewClaim,
    `${publicUrl}/owner-dashboard#/bookings/${view.bookingId}/show`,
  ];
  const mail = (
    texts: { subject: string; title: string; intro: string },
    more: string[],
    lines: Line[],
    link: [string, string],
  ) =>
    kit.compose(kit.fill(texts.subject, values), {
      title: texts.title,
      paragraphs: [kit.greeting, kit.fill(texts.intro, values), ...more],
      lines,
      link,
    });
  const said = (words: string) => (claim.message ? [kit.fill(words, values)] : []);
  switch (template) {
    case 'claim-opened':
      return mail(
        t.opened,
        [kit.fill(t.opened.action, values), ...said(t.opened.description)],
        [reference, carLine, dates, amount, ...(respondBy ? [[t.respondBy, respondBy, true] as Line] : [])],
        [t.viewClaim, `${publicUrl}/reservations/${view.bookingId}`],
      );
    case 'owner-claim-accepted':
      return mail(t.accepted, [], [reference, carLine, dates, amount], ownerLink);
    case 'owner-claim-contested':
      return mail(
        t.contested,
        said(t.contested.customerSaid),
        [reference, carLine, dates, amount],
        ownerLink,
      );
    case 'owner-claim-decided':
      return mail(t.decided, said(t.decided.note), [reference, carLine, dates, amount], ownerLink);
    case 'owner-claim-settled': {
      const captured = { ...values, amount: kit.money(claim.capturedCents ?? claim.amountCents) };
      const excess = (claim.excessCents ?? 0) > 0 ? [kit.fill(t.settled.excess, values)] : [];
      return kit.compose(kit.fill(t.settled.subject, values), {
        title: t.settled.title,
        paragraphs: [kit.greeting, kit.fill(t.settled.intro, captured), ...excess],
        lines: [reference, carLine, dates, [t.amount, captured.amount, true]],
        link: ownerLink,
      });
    }
    default: {
      const exhaustive: never = template;
      return exhaustive;
    }
  }
}

import type { LanguageCode } from '@grandtour/shared';
import { HANDOVER_REPORT_TEXTS } from '../../handover-reports/handover-report-texts.ts';
import type { BookingEmailView, Line, RenderedEmail } from './render.ts';

type Body = { title: string; paragraphs: string[]; lines: Line[]; link?: [string, string] };

/** What the booking e-mails' renderer lends: its layout, its filling, its lines and its formats. */
interface Kit {
  compose: (subject: string, body: Body) => RenderedEmail;
  fill: (template: string, values: Record<string, string | number>) => string;
  greeting: string;
  lines: { reference: Line; carLine: Line };
  instant: (at: Date) => string;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The sealed handover report's e-mail to each party (issue 23); the sender attaches the report's PDF. */
export function renderHandoverEmail(
  template: 'handover-report' | 'owner-handover-report',
  language: LanguageCode,
  view: BookingEmailView,
  publicUrl: string,
  kit: Kit,
): RenderedEmail {
  const t = HANDOVER_REPORT_TEXTS[language];
  const handover = view.handover ?? { phase: 'pickup' as const, sealedAt: new Date(0).toISOString() };
  const phase = t.phase[handover.phase];
  const values = {
    phase,
    Phase: capitalised(phase),
    car: view.car,
    reference: kit.lines.reference[1],
    date: kit.instant(new Date(handover.sealedAt)),
  };
  const link: [string, string] =
    template === 'owner-handover-report'
      ? [t.email.view, `${publicUrl}/owner-dashboard#/bookings/${view.bookingId}/show`]
      : [t.email.view, `${publicUrl}/reservations/${view.bookingId}`];
  return kit.compose(kit.fill(t.email.subject, values), {
    title: t.title[handover.phase],
    paragraphs: [kit.greeting, kit.fill(t.email.intro, values), t.email.attached],
    lines: [kit.lines.reference, kit.lines.carLine, [t.sealedAt, values.date, true]],
    link,
  });
}

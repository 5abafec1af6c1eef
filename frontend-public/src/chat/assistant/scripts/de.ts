import { ASSISTANT_FIGURES as A } from '../figures.ts';
import type { AssistantScript } from './types.ts';

const { advanceBookingHours: advance } = A;

export const de: AssistantScript = {
  welcome:
    'Guten Tag, ich bin Camille, Ihre persönliche Beraterin bei Grand Tour. Ich helfe Ihnen gern bei der Wahl eines Fahrzeugs, prüfe die Verfügbarkeit, erkläre unsere Preise oder organisiere ein Event. Wie kann ich Ihnen helfen?',
  suggestions: [
    'Verfügbare Hypercar-Kollektion',
    'Exklusive Preise und Konditionen',
    'Buchung für private Veranstaltungen',
    'Persönliche Fahrzeugberatung',
    'Premium-Concierge-Service',
    'White-Glove-Lieferung',
  ],
  replies: {
    price: [
      (f) =>
        `Unsere Tagespreise hängen vom Fahrzeug ab: Hypercars von ${f.band('hypercar')}, Prestige-Fahrzeuge von ${f.band('prestige')} und die Business-Executive-Klasse von ${f.band('business')}. Sagen Sie mir, welches Modell Sie interessiert, und ich nenne Ihnen den genauen Preis.`,
      (f) =>
        `Unsere Preisspannen pro Tag: Hypercars ${f.band('hypercar')}, Prestige ${f.band('prestige')}, Business Executive ${f.band('business')}. Auf der Seite jedes Fahrzeugs sehen Sie seinen Preis in der Währung Ihrer Wahl.`,
      (f) =>
        `Sehr gern. Rechnen Sie mit ${f.band('hypercar')} pro Tag für ein Hypercar, ${f.band('prestige')} für ein Prestige-Fahrzeug und ${f.band('business')} für die Business-Executive-Klasse. Soll ich Ihnen ein Fahrzeug passend zu Ihrem Budget vorschlagen?`,
    ],
    availability: [
      () =>
        `Unsere Kollektion steht in Paris, an der Côte d’Azur, in Lyon und in vielen weiteren Städten bereit. Damit Sie sicher Ihr Wunschfahrzeug erhalten, empfehlen wir, mindestens ${advance} Stunden im Voraus zu buchen. An welchen Zeitraum denken Sie?`,
      () =>
        `Auf der Seite jedes Fahrzeugs sehen Sie, ob es verfügbar ist, und in der Suche können Sie nach Ihrem Zeitraum filtern. Buchen Sie ein Hypercar bitte mindestens ${advance} Stunden im Voraus, damit wir es perfekt vorbereiten können.`,
      () =>
        `Ich prüfe das gern für Sie: Nennen Sie mir Modell, Zeitraum und Stadt. Wir empfehlen, mindestens ${advance} Stunden vor der Abholung zu reservieren, besonders bei unseren Hypercars.`,
    ],
    booking: [
      () =>
        'Die Buchung dauert nur wenige Minuten: 1. Fahrzeug wählen, 2. Zeitraum und Abholort festlegen, 3. Ihre Kontaktdaten eingeben, 4. sicher per Karte oder PayPal bezahlen, 5. Bestätigung per E-Mail erhalten.',
      () =>
        `Ganz einfach: Wählen Sie ein Fahrzeug, Ihren Zeitraum und den Abholort, geben Sie Ihre Kontaktdaten ein und bezahlen Sie sicher. Ihre Bestätigung kommt sofort per E-Mail. Wir empfehlen, mindestens ${advance} Stunden im Voraus zu buchen.`,
      () =>
        'So buchen Sie: Wählen Sie Ihr Wunschfahrzeug, Zeitraum und Abholort, geben Sie Ihre Kontaktdaten ein und bezahlen Sie sicher online. Sie erhalten eine Bestätigung per E-Mail. Darf ich Ihnen bei der Auswahl helfen?',
    ],
    cancellation: [
      (f) => f.rules.cancellation,
      (f) => `Unsere Bedingungen: ${f.rules.cancellation} Stornieren können Sie auf der Seite Buchungen.`,
      (f) => `Sie können auf Ihrer Seite Buchungen stornieren. ${f.rules.cancellation} ${f.rules.change}`,
    ],
    event: [
      () =>
        `Für Hochzeiten und private Veranstaltungen umfasst unsere Kollektion Rolls-Royce, Bentley und elegante Cabriolets. Nennen Sie mir Datum, Ort und gewünschten Stil, und ich schlage Ihnen das ideale Fahrzeug vor. Wir empfehlen, mindestens ${advance} Stunden im Voraus zu buchen.`,
      () =>
        'Was für ein schöner Anlass! Unsere Hochzeits- und Eventfahrzeuge sorgen für einen großen Auftritt, vom klassischen Rolls-Royce bis zum spektakulären Supercar. Nennen Sie mir Datum und Stadt, und ich prüfe die Verfügbarkeit.',
      () =>
        `Gala, Hochzeit oder Produktpräsentation: Wir haben das passende Fahrzeug. Entdecken Sie unsere Hochzeitskollektion oder erzählen Sie mir von Ihrem Event; für die größte Auswahl buchen Sie mindestens ${advance} Stunden im Voraus.`,
    ],
    business: [
      (f) =>
        `Für Geschäftsreisen kostet unsere Business-Executive-Klasse ${f.band('business')} pro Tag. Für mehrere Fahrzeuge oder regelmäßigen Bedarf schreiben Sie uns über die Seite Kontakt, und unser Team erstellt Ihnen ein Angebot.`,
      (f) =>
        `Unternehmen wählen unsere Business-Executive-Klasse (${f.band('business')} pro Tag) für Termine, Roadshows und Gäste. Besitzen Sie eine Flotte, können Sie Ihre Fahrzeuge auch auf Grand Tour anbieten: Unsere Angebote für Eigentümer finden Sie auf der Seite Abonnements.`,
      (f) =>
        `Unternehmen sind herzlich willkommen: Business-Executive-Fahrzeuge von ${f.band('business')} pro Tag, geliefert, wo Sie sie brauchen. Für eine Flotte oder eine Langzeitmiete schreiben Sie uns über die Seite Kontakt.`,
    ],
    insurance: [
      (f) => `Jede Miete beinhaltet einen umfassenden Versicherungsschutz. ${f.rules.deposit}`,
      (f) =>
        `Seien Sie unbesorgt: Unsere Fahrzeuge sind während der gesamten Mietdauer umfassend versichert. ${f.rules.deposit}`,
      () =>
        'Der umfassende Versicherungsschutz ist in jeder Buchung enthalten, damit Sie die Fahrt einfach genießen können. Für Details zum Schutz eines bestimmten Fahrzeugs sagen Sie mir, welches Sie interessiert.',
    ],
    generic: [
      () =>
        'Sehr gern. Nennen Sie mir den Anlass, Ihren Zeitraum und die Stadt, und ich schlage Ihnen die passenden Fahrzeuge vor; wir liefern das Fahrzeug auch direkt zu Ihnen.',
      () =>
        'Selbstverständlich. Ich berate Sie bei der Wahl des idealen Fahrzeugs, begleite Sie bei der Buchung und organisiere die Lieferung an die Adresse Ihrer Wahl. Woran denken Sie?',
      () =>
        'Ich stehe Ihnen zur Verfügung. Verraten Sie mir ein paar Details (Zeitraum, Stadt, Ihr Traumauto), und ich erstelle Ihnen einen maßgeschneiderten Vorschlag, auf Wunsch mit Lieferung.',
    ],
  },
};

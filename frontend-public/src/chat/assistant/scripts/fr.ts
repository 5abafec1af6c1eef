import { ASSISTANT_FIGURES as A } from '../figures.ts';
import type { AssistantScript } from './types.ts';

const { advanceBookingHours: advance } = A;

export const fr: AssistantScript = {
  welcome:
    'Bonjour, je suis Camille, votre conseillère privée Grand Tour. Je peux vous aider à choisir un véhicule, vérifier les disponibilités, vous présenter nos tarifs ou organiser un événement. Comment puis-je vous aider ?',
  suggestions: [
    'Collection d’hypercars disponibles',
    'Tarifs et conditions exclusifs',
    'Réservation pour un événement privé',
    'Conseil personnalisé sur un véhicule',
    'Service de conciergerie premium',
    'Livraison en gants blancs',
  ],
  replies: {
    price: [
      (f) =>
        `Nos tarifs journaliers dépendent du véhicule : hypercars de ${f.band('hypercar')}, voitures de prestige de ${f.band('prestige')} et gamme business executive de ${f.band('business')}. Dites-moi quel modèle vous intéresse et je vous indiquerai son prix exact.`,
      (f) =>
        `Voici nos fourchettes de prix par jour : hypercars ${f.band('hypercar')}, prestige ${f.band('prestige')}, business executive ${f.band('business')}. La fiche de chaque véhicule affiche son prix dans la devise de votre choix.`,
      (f) =>
        `Avec plaisir. Comptez ${f.band('hypercar')} par jour pour une hypercar, ${f.band('prestige')} pour une voiture de prestige et ${f.band('business')} pour la gamme business executive. Souhaitez-vous que je vous propose un véhicule selon votre budget ?`,
    ],
    availability: [
      () =>
        `Notre collection est disponible à Paris, sur la Côte d’Azur, à Lyon et dans bien d’autres villes. Pour être sûr d’obtenir le véhicule souhaité, nous vous conseillons de réserver au moins ${advance} heures à l’avance. Quelles dates envisagez-vous ?`,
      () =>
        `La fiche de chaque véhicule indique s’il est disponible, et la recherche vous permet de filtrer selon vos dates. Pour une hypercar, réservez au moins ${advance} heures à l’avance afin que nous la préparions parfaitement.`,
      () =>
        `Je vérifie volontiers pour vous : indiquez-moi le modèle, vos dates et la ville. Nous recommandons de réserver au moins ${advance} heures avant la prise en charge, surtout pour nos hypercars.`,
    ],
    booking: [
      () =>
        'La réservation prend quelques minutes : 1. choisissez votre véhicule, 2. sélectionnez vos dates et le lieu de prise en charge, 3. renseignez vos coordonnées, 4. payez en toute sécurité par carte ou PayPal, 5. recevez votre confirmation par e-mail.',
      () =>
        `C’est simple : choisissez un véhicule, vos dates et le lieu de prise en charge, saisissez vos coordonnées puis payez en toute sécurité. Votre confirmation arrive aussitôt par e-mail. Nous conseillons de réserver au moins ${advance} heures à l’avance.`,
      () =>
        'Pour réserver : choisissez le véhicule qui vous plaît, vos dates et le lieu de prise en charge, indiquez vos coordonnées et payez en ligne en toute sécurité. Vous recevrez une confirmation par e-mail. Voulez-vous que je vous aide à choisir ?',
    ],
    cancellation: [
      (f) => f.rules.cancellation,
      (f) => `Nos conditions : ${f.rules.cancellation} Vous pouvez annuler depuis la page Réservations.`,
      (f) => `Vous pouvez annuler depuis votre page Réservations. ${f.rules.cancellation} ${f.rules.change}`,
    ],
    event: [
      () =>
        `Pour les mariages et les événements privés, notre collection compte des Rolls-Royce, des Bentley et d’élégants cabriolets. Donnez-moi la date, le lieu et le style souhaité : je vous proposerai le véhicule idéal. Nous conseillons de réserver au moins ${advance} heures à l’avance.`,
      () =>
        'Quelle belle occasion ! Nos voitures de mariage et d’événement font sensation, de la Rolls-Royce classique à la supercar spectaculaire. Indiquez-moi votre date et votre ville, je vérifie les disponibilités.',
      () =>
        `Gala, mariage ou lancement de produit : nous avons le véhicule qu’il vous faut. Parcourez notre collection mariage ou décrivez-moi votre événement ; pour le plus large choix, réservez au moins ${advance} heures à l’avance.`,
    ],
    business: [
      (f) =>
        `Pour vos déplacements professionnels, notre gamme business executive coûte de ${f.band('business')} par jour. Pour plusieurs véhicules ou des besoins réguliers, écrivez-nous depuis la page Contact : notre équipe vous préparera une proposition.`,
      (f) =>
        `Les entreprises choisissent notre gamme business executive (${f.band('business')} par jour) pour leurs rendez-vous, roadshows et invités. Si vous possédez une flotte, vous pouvez aussi proposer vos véhicules sur Grand Tour : découvrez nos offres propriétaires sur la page Abonnements.`,
      (f) =>
        `Les entreprises sont les bienvenues : véhicules business executive de ${f.band('business')} par jour, livrés là où vous en avez besoin. Pour une flotte ou une location longue durée, écrivez-nous depuis la page Contact.`,
    ],
    insurance: [
      (f) => `Chaque location comprend une assurance complète. ${f.rules.deposit}`,
      (f) =>
        `Soyez rassuré : nos véhicules sont couverts par une assurance complète pendant toute la location. ${f.rules.deposit}`,
      () =>
        'L’assurance complète est incluse dans chaque réservation : vous n’avez plus qu’à profiter de la route. Pour le détail de la couverture d’un véhicule précis, dites-moi lequel vous intéresse.',
    ],
    generic: [
      () =>
        'Avec grand plaisir. Dites-moi l’occasion, vos dates et la ville, et je vous proposerai les véhicules qui vous conviennent le mieux ; nous pouvons aussi vous livrer le véhicule à domicile.',
      () =>
        'Bien sûr. Je peux vous conseiller sur le véhicule idéal, vous accompagner dans votre réservation et organiser la livraison à l’adresse de votre choix. Que souhaitez-vous ?',
      () =>
        'Je suis à votre service. Confiez-moi quelques détails (dates, ville, la voiture dont vous rêvez) et je vous préparerai une proposition sur mesure, avec livraison si vous le souhaitez.',
    ],
  },
};

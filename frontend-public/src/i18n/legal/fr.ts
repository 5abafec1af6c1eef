import { legalFacts, type LegalTexts } from './legalDocument.ts';

const { company: c, address, shareCapital, money } = legalFacts('fr');

/** The legal pages in French, the reference: written from the company settings and the server's money rules. */
export const legalFr: LegalTexts = {
  legal: {
    eyebrow: 'Informations légales',
    back: 'Retour',
    updated: 'Dernière mise à jour :',
    newTab: 'nouvel onglet',
    documents: {
      terms: {
        title: 'Conditions générales de location',
        description: `Les conditions de location des véhicules réservés sur ${c.brand} : prix, paiement, dépôt de garantie, modification et annulation.`,
        sections: [
          {
            heading: 'Objet',
            paragraphs: [
              `Les présentes conditions régissent la location des véhicules proposés par leurs propriétaires sur ${c.website}, site édité par ${c.legalName}. Toute réservation vaut acceptation de ces conditions.`,
            ],
          },
          {
            heading: 'Prix',
            paragraphs: [
              'Le prix de la location est le prix par jour du véhicule multiplié par le nombre de jours, toute journée commencée étant due. Le prix total est affiché avant le paiement et ne change plus ensuite.',
              money.serviceFee,
              money.delivery,
            ],
          },
          {
            heading: 'Paiement et dépôt de garantie',
            paragraphs: [
              'Le prix total est payé à la réservation, par carte bancaire ou PayPal.',
              money.deposit,
            ],
          },
          { heading: 'Modification', paragraphs: [money.change] },
          { heading: 'Annulation', paragraphs: [money.cancellation] },
          {
            heading: 'Conducteur',
            paragraphs: [
              'Le conducteur présente à la prise en charge un permis de conduire valide, une pièce d’identité et une carte bancaire à son nom.',
            ],
          },
          {
            heading: 'Assurance',
            paragraphs: [
              'Chaque location comprend une assurance complète pendant toute sa durée. Le dépôt de garantie couvre les dommages et frais restant à la charge du conducteur.',
            ],
          },
          {
            heading: 'Droit de rétractation',
            paragraphs: [
              'La location d’un véhicule à une date déterminée n’ouvre pas de droit de rétractation (article L221-28, 12° du Code de la consommation) ; les conditions d’annulation ci-dessus s’appliquent.',
            ],
          },
          {
            heading: 'Réclamations et médiation',
            paragraphs: [
              `Écrivez-nous à ${c.email}. À défaut d’accord, vous pouvez saisir gratuitement le médiateur de la consommation ${c.mediator.name} (${c.mediator.address}, ${c.mediator.website}). Les présentes conditions sont soumises au droit français.`,
            ],
          },
        ],
      },
      notice: {
        title: 'Mentions légales',
        description: `L’éditeur, le directeur de la publication et l’hébergeur du site ${c.website}.`,
        sections: [
          {
            heading: 'Éditeur',
            paragraphs: [
              `${c.website} est édité par ${c.legalName}, ${c.legalForm} au capital de ${shareCapital}, dont le siège est situé ${address}.`,
              `${c.registration} · SIREN ${c.siren} · TVA intracommunautaire ${c.vatNumber}`,
              `E-mail : ${c.email} · Téléphone : ${c.phone}`,
            ],
          },
          { heading: 'Directeur de la publication', paragraphs: [c.publicationDirector] },
          {
            heading: 'Hébergeur',
            paragraphs: [`${c.host.name}, ${c.host.address} · ${c.host.phone}`],
          },
          {
            heading: 'Propriété intellectuelle',
            paragraphs: [
              `Les textes, illustrations et logos du site appartiennent à ${c.legalName} ou à leurs auteurs ; toute reproduction sans autorisation est interdite. Les descriptions et photos des véhicules sont fournies par leurs propriétaires.`,
            ],
          },
        ],
      },
      privacy: {
        title: 'Politique de confidentialité',
        description: `Les données personnelles que ${c.brand} traite, pourquoi, combien de temps, et vos droits.`,
        sections: [
          {
            heading: 'Responsable du traitement',
            paragraphs: [
              `${c.legalName}, ${address}. Pour toute question sur vos données : ${c.privacyEmail}.`,
            ],
          },
          {
            heading: 'Données traitées et finalités',
            paragraphs: [
              'Compte : nom, e-mail, téléphone et mot de passe (conservé sous forme hachée), pour vous identifier et suivre vos réservations.',
              'Réservations : véhicule, dates, lieux, coordonnées du conducteur et montants, pour exécuter le contrat de location ; le propriétaire du véhicule reçoit ce qui est nécessaire à la remise du véhicule.',
              'Paiement : les numéros de carte sont saisis chez notre prestataire de paiement (Stripe) ou chez PayPal ; nous n’en conservons que le résultat du paiement.',
              'Messages : ce que vous nous écrivez par le formulaire de contact, pour vous répondre.',
            ],
          },
          {
            heading: 'Bases légales et durées de conservation',
            paragraphs: [
              'Les réservations et paiements reposent sur l’exécution du contrat ; les pièces comptables (reçus) sont conservées dix ans, comme la loi l’exige. Le compte est conservé tant qu’il est utilisé, et supprimé sur demande. Les mesures contre la fraude et les abus reposent sur notre intérêt légitime.',
            ],
          },
          {
            heading: 'Vos droits',
            paragraphs: [
              `Vous pouvez accéder à vos données, les rectifier, les effacer, en obtenir la portabilité ou vous opposer à leur traitement en écrivant à ${c.privacyEmail}. Vous pouvez aussi adresser une réclamation à la CNIL (www.cnil.fr).`,
              'Vous pouvez aussi télécharger vous-même, à tout moment, une copie de toutes vos données (réservations, paiements, messages, avis, documents, e-mails reçus et consultations de vos données par notre équipe) depuis la page « Mes données » (/account/data) ; sans compte, indiquez-y votre adresse e-mail pour recevoir un lien. L’archive précise ce que la loi nous oblige à conserver même après un effacement : les reçus, dix ans, avec leurs seules mentions obligatoires, et les références de paiement utiles en cas de litige.',
            ],
          },
        ],
      },
      cookies: {
        title: 'Cookies',
        description: `Les cookies et stockages que ${c.website} utilise : uniquement ceux nécessaires au service.`,
        sections: [
          {
            heading: 'Ce que nous déposons',
            paragraphs: [
              'gt_session : garde votre connexion à votre compte, jusqu’à l’expiration de votre session.',
              'gt_guest : retrouve vos favoris et réservations faites sans compte, un an.',
              'gt_known : reconnaît un navigateur déjà connecté pour protéger la connexion contre les abus, un an ; envoyé à la seule page de connexion.',
              'grandtour.language et grandtour.currency : votre langue et votre devise d’affichage.',
            ],
          },
          {
            heading: 'Pas de publicité ni de mesure d’audience',
            paragraphs: [
              'Ces cookies sont strictement nécessaires au service que vous demandez ; ils ne requièrent donc pas votre consentement. Nous ne déposons aucun cookie publicitaire ni de mesure d’audience. Lorsque vous payez, Stripe ou PayPal peuvent déposer leurs propres cookies, régis par leurs politiques.',
            ],
          },
        ],
      },
      accessibility: {
        title: 'Déclaration d’accessibilité',
        description: `L’accessibilité de ${c.website} : norme visée, état de conformité, contact et voies de recours.`,
        sections: [
          {
            heading: 'Engagement',
            paragraphs: [
              `${c.legalName} s’engage à rendre son site accessible, conformément à la directive (UE) 2019/882 sur l’accessibilité des produits et services (European Accessibility Act), applicable aux services de commerce électronique depuis le 28 juin 2025. La norme visée est le niveau AA des WCAG 2.2 (EN 301 549).`,
            ],
          },
          {
            heading: 'État de conformité',
            paragraphs: [
              'Le site est partiellement conforme au niveau AA des WCAG 2.2 : il n’a pas encore fait l’objet d’un audit indépendant. Chaque page est contrôlée automatiquement (axe-core) et parcourue au clavier à chaque version.',
            ],
          },
          {
            heading: 'Limites connues',
            paragraphs: [
              'Les champs de carte bancaire et la fenêtre PayPal sont fournis par nos prestataires de paiement, dans leurs propres cadres. Les descriptions des véhicules sont rédigées par leurs propriétaires.',
            ],
          },
          {
            heading: 'Retour d’information et contact',
            paragraphs: [
              `Si vous ne pouvez pas accéder à un contenu ou à un service, écrivez à ${c.accessibilityEmail} ou appelez le ${c.phone} : nous vous répondrons et vous proposerons une alternative accessible.`,
            ],
          },
          {
            heading: 'Voies de recours',
            paragraphs: [
              'Si notre réponse ne vous satisfait pas, vous pouvez saisir le Défenseur des droits (www.defenseurdesdroits.fr, ou par courrier gratuit : Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07).',
            ],
          },
        ],
      },
    },
  },
};

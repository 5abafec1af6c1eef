/** The Paiements and Sécurité pages (issue 21, decisions 75 and 76): their own namespaces, merged into the app's. */
export const paymentsFr = {
  payments: {
    menu: 'Paiements',
    title: 'Paiements',
    account: {
      title: 'Compte de versement',
      none: 'Aucun compte connecté : connectez-en un pour recevoir vos revenus.',
      onboarding: 'Inscription commencée chez le prestataire de paiement, pas encore terminée.',
      connected: 'Compte connecté : vos versements y sont envoyés.',
      changing: 'Changement en cours : le nouveau compte n’a pas fini son inscription.',
      accountId: 'Compte %{id} (%{provider})',
      pausedUntil: 'Après le changement de compte, les versements reprennent le %{date}.',
      connect: 'Connecter un compte de versement',
      resume: 'Reprendre l’inscription',
      change: 'Changer de compte de versement',
      needsSecondFactor:
        'Pour changer de compte, activez d’abord la vérification en deux étapes (page Sécurité).',
      codeLabel: 'Code de vérification (application ou code de secours)',
      confirmChange: 'Confirmer et continuer',
      checking: 'Vérification du compte auprès du prestataire…',
    },
    list: {
      title: 'Versements',
      empty: 'Aucun versement pour le moment.',
      booking: 'Réservation',
      gross: 'Brut',
      commission: 'Commission',
      net: 'Net versé',
      dueAt: 'Échéance',
      paidAt: 'Versé le',
      status: 'Statut',
      statuses: { scheduled: 'Prévu', paid: 'Versé', failed: 'En échec', cancelled: 'Annulé' },
    },
    statements: {
      title: 'Relevés mensuels',
      month: 'Mois',
      pdf: 'Télécharger le relevé (PDF)',
      csv: 'Télécharger le relevé (CSV)',
    },
    demo: {
      title: 'Inscription au prestataire de paiement (démo)',
      intro:
        'En production, cette étape se fait sur les pages sécurisées de Stripe. En démonstration, aucune coordonnée bancaire n’est demandée : confirmez simplement.',
      account: 'Compte à activer : %{id}',
      complete: 'Terminer l’inscription',
      cancel: 'Revenir aux paiements',
    },
  },
  security: {
    menu: 'Sécurité',
    title: 'Sécurité',
    intro:
      'La vérification en deux étapes protège votre compte et vos revenus : après votre mot de passe, un code à 6 chiffres de votre application d’authentification est demandé.',
    on: 'Vérification en deux étapes activée (%{count} codes de secours restants).',
    off: 'Vérification en deux étapes désactivée.',
    enable: 'Activer la vérification en deux étapes',
    scan: 'Scannez ce code QR avec votre application (Google Authenticator, 1Password, Authy…), ou saisissez la clé :',
    qrAlt: 'Code QR à scanner avec votre application d’authentification',
    secret: 'Clé',
    code: 'Code à 6 chiffres',
    confirm: 'Activer',
    recoveryTitle: 'Vos codes de secours',
    recoveryIntro:
      'Gardez-les en lieu sûr : chacun permet une connexion si vous perdez votre téléphone. Ils ne seront plus affichés.',
    done: 'J’ai noté mes codes',
    disable: 'Désactiver',
    disableCode: 'Code de l’application ou code de secours',
  },
};
export type PaymentsMessages = typeof paymentsFr;

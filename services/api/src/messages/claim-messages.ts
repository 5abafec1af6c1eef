/** The API's words for damage claims on the deposit (issue 23), in the four languages. */
export const CLAIM_MESSAGES = {
  claim_not_found: {
    fr: 'Cette réclamation est introuvable pour cette réservation.',
    en: 'This claim was not found for this booking.',
    es: 'No se encontró esta reclamación para esta reserva.',
    de: 'Diese Forderung wurde für diese Buchung nicht gefunden.',
  },
  claim_not_returned: {
    fr: 'Une réclamation ne peut être ouverte qu’après le retour du véhicule.',
    en: 'A claim can only be opened once the car has been returned.',
    es: 'Solo se puede abrir una reclamación después de la devolución del vehículo.',
    de: 'Eine Forderung kann erst nach der Rückgabe des Fahrzeugs eröffnet werden.',
  },
  claim_window_closed: {
    fr: 'Les réclamations doivent être ouvertes dans les 24 heures qui suivent le retour du véhicule.',
    en: 'Claims must be opened within 24 hours of the car’s return.',
    es: 'Las reclamaciones deben abrirse en las 24 horas siguientes a la devolución del vehículo.',
    de: 'Forderungen müssen innerhalb von 24 Stunden nach der Rückgabe des Fahrzeugs eröffnet werden.',
  },
  claim_already_open: {
    fr: 'Une réclamation est déjà en cours pour cette réservation.',
    en: 'A claim is already open for this booking.',
    es: 'Ya hay una reclamación abierta para esta reserva.',
    de: 'Für diese Buchung ist bereits eine Forderung offen.',
  },
  claim_amount_invalid: {
    fr: 'Le montant doit être un nombre entier de centimes, supérieur à zéro et d’au plus 100 000 € (au plus le montant réclamé pour une décision).',
    en: 'The amount must be a whole number of cents, above zero and at most €100,000 (at most the amount claimed for a decision).',
    es: 'El importe debe ser un número entero de céntimos, mayor que cero y de 100.000 € como máximo (como máximo el importe reclamado en una decisión).',
    de: 'Der Betrag muss eine ganze Zahl von Cent sein, größer als null und höchstens 100.000 € (bei einer Entscheidung höchstens der geforderte Betrag).',
  },
  claim_text_invalid: {
    fr: 'Le texte est vide ou trop long (4 000 caractères au plus).',
    en: 'The text is empty or too long (at most 4,000 characters).',
    es: 'El texto está vacío o es demasiado largo (4.000 caracteres como máximo).',
    de: 'Der Text ist leer oder zu lang (höchstens 4.000 Zeichen).',
  },
  claim_photos_invalid: {
    fr: 'Joignez entre 1 et 20 photos des dommages.',
    en: 'Attach between 1 and 20 photos of the damage.',
    es: 'Adjunte entre 1 y 20 fotos de los daños.',
    de: 'Fügen Sie zwischen 1 und 20 Fotos der Schäden bei.',
  },
  claim_estimate_missing: {
    fr: 'Joignez un devis de réparation (PDF ou photo).',
    en: 'Attach a repair estimate (PDF or photo).',
    es: 'Adjunte un presupuesto de reparación (PDF o foto).',
    de: 'Fügen Sie einen Kostenvoranschlag für die Reparatur bei (PDF oder Foto).',
  },
  claim_upload_too_large: {
    fr: 'Un fichier est trop volumineux (10 Mo au plus chacun).',
    en: 'A file is too large (at most 10 MB each).',
    es: 'Un archivo es demasiado grande (10 MB como máximo cada uno).',
    de: 'Eine Datei ist zu groß (jeweils höchstens 10 MB).',
  },
  claim_not_answerable: {
    fr: 'Cette réclamation n’attend plus de réponse.',
    en: 'This claim is no longer waiting for an answer.',
    es: 'Esta reclamación ya no espera respuesta.',
    de: 'Diese Forderung wartet nicht mehr auf eine Antwort.',
  },
  claim_response_late: {
    fr: 'Le délai de 72 heures pour répondre à cette réclamation est écoulé : un administrateur va trancher.',
    en: 'The 72 hours to answer this claim have passed: an administrator will decide.',
    es: 'El plazo de 72 horas para responder a esta reclamación ha vencido: un administrador decidirá.',
    de: 'Die 72 Stunden für eine Antwort auf diese Forderung sind abgelaufen: Ein Administrator entscheidet.',
  },
  claim_not_decidable: {
    fr: 'Seule une réclamation contestée, ou restée sans réponse, est tranchée par un administrateur.',
    en: 'Only a contested or unanswered claim is decided by an administrator.',
    es: 'Solo una reclamación impugnada, o sin respuesta, la decide un administrador.',
    de: 'Nur eine bestrittene oder unbeantwortete Forderung wird von einem Administrator entschieden.',
  },
  claim_not_agreed: {
    fr: 'Aucun montant n’est encore convenu pour cette réclamation.',
    en: 'No amount has been agreed for this claim yet.',
    es: 'Todavía no se ha acordado ningún importe para esta reclamación.',
    de: 'Für diese Forderung wurde noch kein Betrag vereinbart.',
  },
  claim_capture_pending: {
    fr: 'La caution n’a pas encore été encaissée pour cette réclamation. Réessayez dans un instant.',
    en: 'The deposit has not been captured for this claim yet. Try again in a moment.',
    es: 'La fianza aún no se ha cobrado para esta reclamación. Inténtelo de nuevo en un momento.',
    de: 'Die Kaution wurde für diese Forderung noch nicht eingezogen. Versuchen Sie es gleich noch einmal.',
  },
  claim_not_withdrawable: {
    fr: 'Cette réclamation ne peut plus être retirée : un montant est déjà convenu.',
    en: 'This claim can no longer be withdrawn: an amount has already been agreed.',
    es: 'Esta reclamación ya no se puede retirar: ya se ha acordado un importe.',
    de: 'Diese Forderung kann nicht mehr zurückgezogen werden: Ein Betrag wurde bereits vereinbart.',
  },
  payout_claim_open: {
    fr: 'Une réclamation est en cours : le versement attend qu’elle soit réglée.',
    en: 'A claim is open: the payout waits until it is settled.',
    es: 'Hay una reclamación abierta: el pago espera a que se resuelva.',
    de: 'Eine Forderung ist offen: Die Auszahlung wartet, bis sie beglichen ist.',
  },
} as const;

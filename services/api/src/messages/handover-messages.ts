/** The API's words for the handover reports (issue 23, decision 87), in the four languages. */
export const HANDOVER_MESSAGES = {
  handover_sealed: {
    fr: 'Ce état des lieux est scellé : plus rien ne peut y être ajouté.',
    en: 'This handover report is sealed: nothing more can be added.',
    es: 'Este informe de entrega está sellado: ya no se puede añadir nada.',
    de: 'Dieses Übergabeprotokoll ist versiegelt: Es kann nichts mehr hinzugefügt werden.',
  },
  pickup_not_sealed: {
    fr: 'L’état des lieux de retour s’ouvre une fois celui de départ scellé.',
    en: 'The return report opens once the pickup report is sealed.',
    es: 'El informe de devolución se abre una vez sellado el de recogida.',
    de: 'Das Rückgabeprotokoll wird geöffnet, sobald das Übergabeprotokoll versiegelt ist.',
  },
  handover_too_early: {
    fr: 'L’état des lieux de départ s’ouvre 24 heures avant la remise du véhicule.',
    en: 'The pickup report opens 24 hours before the car is handed over.',
    es: 'El informe de recogida se abre 24 horas antes de la entrega del vehículo.',
    de: 'Das Übergabeprotokoll öffnet 24 Stunden vor der Fahrzeugübergabe.',
  },
  handover_closed: {
    fr: 'La location est terminée : l’état des lieux de départ ne peut plus être rempli.',
    en: 'The rental is over: the pickup report can no longer be filled in.',
    es: 'El alquiler ha terminado: ya no se puede rellenar el informe de recogida.',
    de: 'Die Miete ist beendet: Das Übergabeprotokoll kann nicht mehr ausgefüllt werden.',
  },
  handover_slot_unknown: {
    fr: 'Cette photo n’existe pas dans un état des lieux : choisissez un angle ou un dommage (damage-1 à damage-20).',
    en: 'No such photo in a handover report: choose an angle or a damage (damage-1 to damage-20).',
    es: 'Esta foto no existe en un informe de entrega: elija un ángulo o un daño (damage-1 a damage-20).',
    de: 'Dieses Foto gibt es im Übergabeprotokoll nicht: Wählen Sie einen Blickwinkel oder einen Schaden (damage-1 bis damage-20).',
  },
  handover_readings_invalid: {
    fr: 'Relevés invalides : kilométrage entier entre 0 et 2 000 000, carburant entier entre 0 et 100 %.',
    en: 'Invalid readings: a whole odometer between 0 and 2,000,000 km, fuel a whole 0 to 100 %.',
    es: 'Lecturas no válidas: kilometraje entero entre 0 y 2 000 000, combustible entero entre 0 y 100 %.',
    de: 'Ungültige Werte: ganzzahliger Kilometerstand zwischen 0 und 2.000.000, Tankfüllung ganzzahlig von 0 bis 100 %.',
  },
  odometer_below_pickup: {
    fr: 'Le kilométrage au retour ne peut pas être inférieur à celui du départ.',
    en: 'The odometer at return cannot read less than at pickup.',
    es: 'El kilometraje a la devolución no puede ser inferior al de la recogida.',
    de: 'Der Kilometerstand bei Rückgabe kann nicht unter dem bei Übergabe liegen.',
  },
  handover_damage_note_invalid: {
    fr: 'Décrivez le dommage en 500 caractères au plus.',
    en: 'Describe the damage in at most 500 characters.',
    es: 'Describa el daño en 500 caracteres como máximo.',
    de: 'Beschreiben Sie den Schaden in höchstens 500 Zeichen.',
  },
  handover_damage_photo_missing: {
    fr: 'Prenez d’abord la photo du dommage.',
    en: 'Take the photo of the damage first.',
    es: 'Primero tome la foto del daño.',
    de: 'Machen Sie zuerst das Foto des Schadens.',
  },
  handover_incomplete: {
    fr: 'Toutes les photos et les relevés sont nécessaires avant de signer.',
    en: 'Every photo and the readings are needed before signing.',
    es: 'Se necesitan todas las fotos y las lecturas antes de firmar.',
    de: 'Alle Fotos und die Werte sind vor der Unterschrift erforderlich.',
  },
  signing_code_expired: {
    fr: 'Le code de signature a expiré ou n’a pas été demandé : demandez-en un nouveau.',
    en: 'The signing code has expired or was not asked for: ask for a new one.',
    es: 'El código de firma ha caducado o no se ha solicitado: pida uno nuevo.',
    de: 'Der Unterschriftscode ist abgelaufen oder wurde nicht angefordert: Fordern Sie einen neuen an.',
  },
  signing_code_wrong: {
    fr: 'Code de signature incorrect.',
    en: 'Wrong signing code.',
    es: 'Código de firma incorrecto.',
    de: 'Falscher Unterschriftscode.',
  },
  handover_photo_too_large: {
    fr: 'Photo trop volumineuse : 15 Mo au maximum.',
    en: 'Photo too large: 15 MB at most.',
    es: 'Foto demasiado grande: 15 MB como máximo.',
    de: 'Foto zu groß: höchstens 15 MB.',
  },
  handover_photo_not_found: {
    fr: 'Aucune photo à cet emplacement.',
    en: 'No photo in this place.',
    es: 'No hay ninguna foto en este lugar.',
    de: 'An dieser Stelle gibt es kein Foto.',
  },
  signature_missing: {
    fr: 'Aucune signature reçue : joignez l’image PNG de la signature.',
    en: 'No signature received: attach the signature as a PNG image.',
    es: 'No se ha recibido ninguna firma: adjunte la firma como imagen PNG.',
    de: 'Keine Unterschrift empfangen: Hängen Sie die Unterschrift als PNG-Bild an.',
  },
  signature_refused: {
    fr: 'Signature refusée : une image PNG de 512 Ko au plus.',
    en: 'Signature refused: a PNG image of at most 512 KB.',
    es: 'Firma rechazada: una imagen PNG de 512 KB como máximo.',
    de: 'Unterschrift abgelehnt: ein PNG-Bild von höchstens 512 KB.',
  },
} as const;

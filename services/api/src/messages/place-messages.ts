/** Refusals about where a car is handed over (decisions 55 and 56), in the four languages of the site. */
export const PLACE_MESSAGES = {
  place_not_offered: {
    fr: 'Ce véhicule n’est pas remis à cet endroit : choisissez l’un des lieux proposés pour ce véhicule.',
    en: 'This vehicle is not handed over at that place: choose one of the places offered for this vehicle.',
    es: 'Este vehículo no se entrega en ese lugar: elija uno de los lugares propuestos para este vehículo.',
    de: 'Dieses Fahrzeug wird dort nicht übergeben: Wählen Sie einen der für dieses Fahrzeug angebotenen Orte.',
  },
  delivery_address_required: {
    fr: 'Indiquez l’adresse de livraison : rue, code postal et ville.',
    en: 'Give the delivery address: street, postcode and city.',
    es: 'Indique la dirección de entrega: calle, código postal y ciudad.',
    de: 'Geben Sie die Lieferadresse an: Straße, Postleitzahl und Ort.',
  },
  unknown_postcode: {
    fr: 'Code postal inconnu : indiquez le code postal français à cinq chiffres de l’adresse de livraison.',
    en: 'Unknown postcode: give the five-digit French postcode of the delivery address.',
    es: 'Código postal desconocido: indique el código postal francés de cinco cifras de la dirección de entrega.',
    de: 'Unbekannte Postleitzahl: Geben Sie die fünfstellige französische Postleitzahl der Lieferadresse an.',
  },
  delivery_out_of_range: {
    fr: 'Cette adresse est hors de la zone de livraison du véhicule : choisissez une adresse plus proche ou un autre lieu de prise en charge.',
    en: 'This address is outside the vehicle’s delivery area: choose a closer address or another pick-up place.',
    es: 'Esta dirección está fuera de la zona de entrega del vehículo: elija una dirección más cercana u otro lugar de recogida.',
    de: 'Diese Adresse liegt außerhalb des Liefergebiets des Fahrzeugs: Wählen Sie eine nähere Adresse oder einen anderen Abholort.',
  },
  pickup_hub_elsewhere: {
    fr: 'Cet aéroport ou cette gare n’est pas dans la ville du véhicule.',
    en: 'This airport or station is not in the vehicle’s city.',
    es: 'Este aeropuerto o esta estación no está en la ciudad del vehículo.',
    de: 'Dieser Flughafen oder Bahnhof liegt nicht in der Stadt des Fahrzeugs.',
  },
} as const;

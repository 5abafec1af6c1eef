import type { LanguageCode } from '@grandtour/shared';
import { DEFAULT_LANGUAGE, isLanguageCode } from '@grandtour/shared';

/** Error texts the API returns, in the client's language (Accept-Language; French by default). */
const MESSAGES = {
  validation_failed: {
    fr: 'La requête contient des données invalides.',
    en: 'The request contains invalid data.',
    es: 'La solicitud contiene datos no válidos.',
    de: 'Die Anfrage enthält ungültige Daten.',
  },
  invalid_json: {
    fr: 'Le corps de la requête n’est pas un JSON valide.',
    en: 'The request body is not valid JSON.',
    es: 'El cuerpo de la solicitud no es un JSON válido.',
    de: 'Der Anfragetext ist kein gültiges JSON.',
  },
  payload_too_large: {
    fr: 'Le corps de la requête est trop volumineux.',
    en: 'The request body is too large.',
    es: 'El cuerpo de la solicitud es demasiado grande.',
    de: 'Der Anfragetext ist zu groß.',
  },
  not_found: {
    fr: 'Ressource introuvable.',
    en: 'Resource not found.',
    es: 'Recurso no encontrado.',
    de: 'Ressource nicht gefunden.',
  },
  car_not_found: {
    fr: 'Véhicule non trouvé : il n’existe pas ou n’est plus disponible.',
    en: 'Vehicle not found: it does not exist or is no longer available.',
    es: 'Vehículo no encontrado: no existe o ya no está disponible.',
    de: 'Fahrzeug nicht gefunden: Es existiert nicht oder ist nicht mehr verfügbar.',
  },
  forbidden: {
    fr: 'Vous n’avez pas accès à ces données.',
    en: 'You do not have access to this data.',
    es: 'No tiene acceso a estos datos.',
    de: 'Sie haben keinen Zugriff auf diese Daten.',
  },
  cross_origin_refused: {
    fr: 'Requête refusée : elle ne provient pas de ce site.',
    en: 'Request refused: it does not come from this site.',
    es: 'Solicitud rechazada: no procede de este sitio.',
    de: 'Anfrage abgelehnt: Sie stammt nicht von dieser Website.',
  },
  concurrent_change: {
    fr: 'Ces données viennent d’être modifiées. Veuillez réessayer.',
    en: 'This data was just changed. Please try again.',
    es: 'Estos datos acaban de cambiar. Inténtelo de nuevo.',
    de: 'Diese Daten wurden gerade geändert. Bitte erneut versuchen.',
  },
  service_unavailable: {
    fr: 'Service momentanément indisponible. Veuillez réessayer.',
    en: 'Service temporarily unavailable. Please try again.',
    es: 'Servicio no disponible temporalmente. Inténtelo de nuevo.',
    de: 'Dienst vorübergehend nicht verfügbar. Bitte erneut versuchen.',
  },
  internal_error: {
    fr: 'Une erreur inattendue est survenue.',
    en: 'An unexpected error occurred.',
    es: 'Se produjo un error inesperado.',
    de: 'Ein unerwarteter Fehler ist aufgetreten.',
  },
} satisfies Record<string, Record<LanguageCode, string>>;
export type ApiMessageCode = keyof typeof MESSAGES;

export function preferredLanguage(acceptLanguage: string | undefined): LanguageCode {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLanguageCode(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

export function apiMessage(code: ApiMessageCode, acceptLanguage: string | undefined): string {
  return MESSAGES[code][preferredLanguage(acceptLanguage)];
}

import type { LanguageCode } from '@grandtour/shared';
import { DEFAULT_LANGUAGE, FIRST_CALENDAR_YEAR, isLanguageCode, LAST_CALENDAR_YEAR } from '@grandtour/shared';
import { ACCOUNT_MESSAGES } from './account-messages.ts';
import { BOOKING_REQUEST_MESSAGES } from './booking-request-messages.ts';
import { CLAIM_MESSAGES } from './claim-messages.ts';
import { CONVERSATION_MESSAGES } from './conversation-messages.ts';
import { DEPOSIT_MESSAGES } from './deposit-messages.ts';
import { HANDOVER_MESSAGES } from './handover-messages.ts';
import { DRIVER_REQUIREMENT_MESSAGES } from './driver-requirement-messages.ts';
import { DRIVER_MESSAGES } from './driver-messages.ts';
import { DOCUMENT_MESSAGES } from './document-messages.ts';
import { ERASURE_MESSAGES } from './erasure-messages.ts';
import { PAYPAL_DEPOSIT_MESSAGES } from './paypal-deposit-messages.ts';
import { PLACE_MESSAGES } from './place-messages.ts';
import { PRIVACY_MESSAGES } from './privacy-messages.ts';
import { MAX_JSON_DEPTH } from '../plugins/json-depth.ts';
import { REVIEW_MESSAGES } from './review-messages.ts';
import { RETURN_TERMS_MESSAGES } from './return-terms-messages.ts';
import { TWO_FACTOR_MESSAGES } from './two-factor-messages.ts';

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
  json_too_deep: {
    fr: `Le corps de la requête est imbriqué trop profondément (${MAX_JSON_DEPTH} niveaux au plus).`,
    en: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
    es: `El cuerpo de la solicitud está anidado demasiado profundamente (${MAX_JSON_DEPTH} niveles como máximo).`,
    de: `Der Anfragetext ist zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`,
  },
  invalid_text: {
    fr: 'Le texte envoyé contient un caractère non valide (caractère nul ou Unicode mal formé).',
    en: 'The text sent contains an invalid character (a NUL character or malformed Unicode).',
    es: 'El texto enviado contiene un carácter no válido (carácter nulo o Unicode mal formado).',
    de: 'Der gesendete Text enthält ein ungültiges Zeichen (ein NUL-Zeichen oder fehlerhaftes Unicode).',
  },
  invalid_date: {
    fr: `Date invalide : ce jour n’existe pas dans le calendrier (format AAAA-MM-JJ, années ${FIRST_CALENDAR_YEAR} à ${LAST_CALENDAR_YEAR}).`,
    en: `Invalid date: this day does not exist in the calendar (format YYYY-MM-DD, years ${FIRST_CALENDAR_YEAR} to ${LAST_CALENDAR_YEAR}).`,
    es: `Fecha no válida: este día no existe en el calendario (formato AAAA-MM-DD, años ${FIRST_CALENDAR_YEAR} a ${LAST_CALENDAR_YEAR}).`,
    de: `Ungültiges Datum: Diesen Tag gibt es im Kalender nicht (Format JJJJ-MM-TT, Jahre ${FIRST_CALENDAR_YEAR} bis ${LAST_CALENDAR_YEAR}).`,
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
  dates_unavailable: {
    fr: 'Ces dates ne sont plus disponibles pour ce véhicule. Choisissez d’autres dates.',
    en: 'These dates are no longer available for this vehicle. Please choose other dates.',
    es: 'Estas fechas ya no están disponibles para este vehículo. Elija otras fechas.',
    de: 'Diese Daten sind für dieses Fahrzeug nicht mehr verfügbar. Bitte wählen Sie andere Daten.',
  },
  dates_booked: {
    fr: 'Certains de ces jours sont déjà réservés : ils ne peuvent pas être rendus indisponibles.',
    en: 'Some of these days are already booked: they cannot be made unavailable.',
    es: 'Algunos de estos días ya están reservados: no se pueden marcar como no disponibles.',
    de: 'Einige dieser Tage sind bereits gebucht: Sie können nicht gesperrt werden.',
  },
  price_changed: {
    fr: 'Le prix de cette location a changé. Vérifiez le nouveau total avant de confirmer.',
    en: 'The price of this rental has changed. Please check the new total before confirming.',
    es: 'El precio de este alquiler ha cambiado. Compruebe el nuevo total antes de confirmar.',
    de: 'Der Preis dieser Miete hat sich geändert. Bitte prüfen Sie den neuen Gesamtbetrag.',
  },
  car_unavailable: {
    fr: 'Véhicule non disponible : il ne peut pas être réservé pour le moment.',
    en: 'Vehicle not available: it cannot be booked at the moment.',
    es: 'Vehículo no disponible: no se puede reservar por el momento.',
    de: 'Fahrzeug nicht verfügbar: Es kann derzeit nicht gebucht werden.',
  },
  end_before_start: {
    fr: 'La date de retour doit être postérieure à la date de prise.',
    en: 'The return date must be after the pick-up date.',
    es: 'La fecha de devolución debe ser posterior a la de recogida.',
    de: 'Das Rückgabedatum muss nach dem Abholdatum liegen.',
  },
  start_in_past: {
    fr: 'La date de prise ne peut pas être dans le passé.',
    en: 'The pick-up date cannot be in the past.',
    es: 'La fecha de recogida no puede estar en el pasado.',
    de: 'Das Abholdatum darf nicht in der Vergangenheit liegen.',
  },
  rental_too_long: {
    fr: 'Une réservation ne peut pas dépasser 90 jours.',
    en: 'A booking cannot exceed 90 days.',
    es: 'Una reserva no puede superar los 90 días.',
    de: 'Eine Buchung darf 90 Tage nicht überschreiten.',
  },
  too_far_ahead: {
    fr: 'Les réservations sont ouvertes jusqu’à un an à l’avance.',
    en: 'Bookings open up to one year ahead.',
    es: 'Las reservas se abren hasta con un año de antelación.',
    de: 'Buchungen sind bis zu einem Jahr im Voraus möglich.',
  },
  booking_not_found: {
    fr: 'Réservation introuvable.',
    en: 'Booking not found.',
    es: 'Reserva no encontrada.',
    de: 'Buchung nicht gefunden.',
  },
  booking_already_cancelled: {
    fr: 'Cette réservation est déjà annulée.',
    en: 'This booking is already cancelled.',
    es: 'Esta reserva ya está cancelada.',
    de: 'Diese Buchung ist bereits storniert.',
  },
  booking_not_cancellable: {
    fr: 'Cette réservation ne peut plus être annulée.',
    en: 'This booking can no longer be cancelled.',
    es: 'Esta reserva ya no se puede cancelar.',
    de: 'Diese Buchung kann nicht mehr storniert werden.',
  },
  booking_not_payable: {
    fr: 'Cette réservation n’attend plus de paiement.',
    en: 'This booking is no longer awaiting payment.',
    es: 'Esta reserva ya no está pendiente de pago.',
    de: 'Diese Buchung wartet nicht mehr auf eine Zahlung.',
  },
  booking_expired: {
    fr: 'Le délai de paiement de cette réservation a expiré : le véhicule a été libéré. Veuillez réserver à nouveau.',
    en: 'The payment time for this booking has run out and the vehicle was released. Please book again.',
    es: 'El plazo de pago de esta reserva ha vencido y el vehículo se ha liberado. Reserve de nuevo.',
    de: 'Die Zahlungsfrist dieser Buchung ist abgelaufen, das Fahrzeug wurde freigegeben. Bitte erneut buchen.',
  },
  booking_already_paid: {
    fr: 'Cette réservation est déjà payée.',
    en: 'This booking has already been paid.',
    es: 'Esta reserva ya está pagada.',
    de: 'Diese Buchung ist bereits bezahlt.',
  },
  payment_failed: {
    fr: 'Le paiement a été refusé.',
    en: 'The payment was declined.',
    es: 'El pago ha sido rechazado.',
    de: 'Die Zahlung wurde abgelehnt.',
  },
  payment_provider_unavailable: {
    fr: 'Le service de paiement ne répond pas. Veuillez réessayer dans un instant.',
    en: 'The payment service is not responding. Please try again in a moment.',
    es: 'El servicio de pago no responde. Inténtelo de nuevo en un momento.',
    de: 'Der Zahlungsdienst antwortet nicht. Bitte versuchen Sie es gleich noch einmal.',
  },
  idempotency_key_reused: {
    fr: 'Cette clé d’idempotence a déjà servi pour une autre requête.',
    en: 'This idempotency key was already used for a different request.',
    es: 'Esta clave de idempotencia ya se usó para otra solicitud.',
    de: 'Dieser Idempotenzschlüssel wurde bereits für eine andere Anfrage verwendet.',
  },
  idempotency_in_progress: {
    fr: 'La même requête est encore en cours de traitement. Réessayez dans un instant.',
    en: 'The same request is still being processed. Try again in a moment.',
    es: 'La misma solicitud aún se está procesando. Inténtelo en un momento.',
    de: 'Dieselbe Anfrage wird noch bearbeitet. Bitte gleich erneut versuchen.',
  },
  invalid_idempotency_key: {
    fr: 'L’en-tête Idempotency-Key est invalide (1 à 200 caractères visibles).',
    en: 'The Idempotency-Key header is invalid (1 to 200 visible characters).',
    es: 'La cabecera Idempotency-Key no es válida (de 1 a 200 caracteres visibles).',
    de: 'Der Idempotency-Key-Header ist ungültig (1 bis 200 sichtbare Zeichen).',
  },
  idempotency_key_required: {
    fr: 'L’en-tête Idempotency-Key est obligatoire pour réserver : envoyez la même clé si vous réessayez la même réservation.',
    en: 'The Idempotency-Key header is required to book: send the same key when you retry the same booking.',
    es: 'La cabecera Idempotency-Key es obligatoria para reservar: envíe la misma clave si reintenta la misma reserva.',
    de: 'Der Idempotency-Key-Header ist für eine Buchung erforderlich: Senden Sie denselben Schlüssel, wenn Sie dieselbe Buchung erneut versuchen.',
  },
  invalid_signature: {
    fr: 'Signature de notification invalide.',
    en: 'Invalid notification signature.',
    es: 'Firma de notificación no válida.',
    de: 'Ungültige Benachrichtigungssignatur.',
  },
  unauthorized: {
    fr: 'Authentification requise.',
    en: 'Authentication required.',
    es: 'Se requiere autenticación.',
    de: 'Anmeldung erforderlich.',
  },
  username_taken: {
    fr: 'Ce nom d’utilisateur est déjà pris.',
    en: 'This username is already taken.',
    es: 'Este nombre de usuario ya está en uso.',
    de: 'Dieser Benutzername ist bereits vergeben.',
  },
  email_taken: {
    fr: 'Un compte existe déjà avec cette adresse e-mail.',
    en: 'An account already exists with this e-mail address.',
    es: 'Ya existe una cuenta con esta dirección de correo electrónico.',
    de: 'Mit dieser E-Mail-Adresse besteht bereits ein Konto.',
  },
  invalid_credentials: {
    fr: 'Identifiant ou mot de passe incorrect.',
    en: 'Incorrect username or password.',
    es: 'Usuario o contraseña incorrectos.',
    de: 'Benutzername oder Passwort ist falsch.',
  },
  not_signed_in: {
    fr: 'Vous n’êtes pas connecté.',
    en: 'You are not signed in.',
    es: 'No ha iniciado sesión.',
    de: 'Sie sind nicht angemeldet.',
  },
  rate_limited: {
    fr: 'Trop de tentatives. Veuillez patienter une minute avant de réessayer.',
    en: 'Too many attempts. Please wait a minute before trying again.',
    es: 'Demasiados intentos. Espere un minuto antes de volver a intentarlo.',
    de: 'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  },
  subscription_plan_not_found: {
    fr: 'Formule d’abonnement inconnue. Choisissez l’une des formules proposées.',
    en: 'Unknown subscription plan. Please choose one of the plans offered.',
    es: 'Plan de suscripción desconocido. Elija uno de los planes ofrecidos.',
    de: 'Unbekanntes Abonnement. Bitte wählen Sie eines der angebotenen Abonnements.',
  },
  subscription_price_changed: {
    fr: 'Le prix de cette formule a changé. Vérifiez le nouveau prix mensuel avant de vous abonner.',
    en: 'The price of this plan has changed. Please check the new monthly price before subscribing.',
    es: 'El precio de este plan ha cambiado. Compruebe el nuevo precio mensual antes de suscribirse.',
    de: 'Der Preis dieses Abonnements hat sich geändert. Bitte prüfen Sie den neuen Monatspreis.',
  },
  subscription_not_found: {
    fr: 'Abonnement introuvable.',
    en: 'Subscription not found.',
    es: 'Suscripción no encontrada.',
    de: 'Abonnement nicht gefunden.',
  },
  subscription_checkout_not_found: {
    fr: 'Cette page de paiement n’existe pas ou a expiré. Choisissez à nouveau votre formule.',
    en: 'This checkout page does not exist or has expired. Please choose your plan again.',
    es: 'Esta página de pago no existe o ha caducado. Vuelva a elegir su plan.',
    de: 'Diese Bezahlseite existiert nicht oder ist abgelaufen. Bitte wählen Sie Ihr Abonnement erneut.',
  },
  admins_only: {
    fr: 'Cet espace est réservé aux administrateurs.',
    en: 'This area is for administrators only.',
    es: 'Este espacio está reservado a los administradores.',
    de: 'Dieser Bereich ist Administratoren vorbehalten.',
  },
  admins_read_only: {
    fr: 'Un compte administrateur ne peut que consulter : il ne modifie rien.',
    en: 'An administrator account can only look: it changes nothing.',
    es: 'Una cuenta de administrador solo puede consultar: no modifica nada.',
    de: 'Ein Administratorkonto kann nur einsehen: Es ändert nichts.',
  },
  owners_only: {
    fr: 'Cet espace est réservé aux propriétaires.',
    en: 'This area is for owners only.',
    es: 'Este espacio está reservado a los propietarios.',
    de: 'Dieser Bereich ist Eigentümern vorbehalten.',
  },
  photo_type_refused: {
    fr: 'Format de photo non accepté : envoyez une image JPEG, PNG ou WebP.',
    en: 'Photo format not accepted: send a JPEG, PNG or WebP image.',
    es: 'Formato de foto no aceptado: envíe una imagen JPEG, PNG o WebP.',
    de: 'Fotoformat nicht akzeptiert: Senden Sie ein JPEG-, PNG- oder WebP-Bild.',
  },
  photo_too_large: {
    fr: 'Photo trop volumineuse : 5 Mo au maximum.',
    en: 'Photo too large: 5 MB at most.',
    es: 'Foto demasiado grande: 5 MB como máximo.',
    de: 'Foto zu groß: höchstens 5 MB.',
  },
  photo_missing: {
    fr: 'Aucune photo reçue : joignez un fichier image.',
    en: 'No photo received: attach an image file.',
    es: 'No se ha recibido ninguna foto: adjunte un archivo de imagen.',
    de: 'Kein Foto empfangen: Hängen Sie eine Bilddatei an.',
  },
  photo_not_found: {
    fr: 'Une des photos n’existe pas : téléversez-la à nouveau.',
    en: 'One of the photos does not exist: upload it again.',
    es: 'Una de las fotos no existe: súbala de nuevo.',
    de: 'Eines der Fotos existiert nicht: Laden Sie es erneut hoch.',
  },
  photo_damaged: {
    fr: 'Cette photo est endommagée ou incomplète : envoyez le fichier d’origine.',
    en: 'This photo is damaged or incomplete: send the original file.',
    es: 'Esta foto está dañada o incompleta: envíe el archivo original.',
    de: 'Dieses Foto ist beschädigt oder unvollständig: Senden Sie die Originaldatei.',
  },
  photo_dimensions_refused: {
    fr: 'Photo trop grande : 8 000 pixels de côté et 40 mégapixels au maximum.',
    en: 'Photo too big: at most 8,000 pixels a side and 40 megapixels.',
    es: 'Foto demasiado grande: 8000 píxeles por lado y 40 megapíxeles como máximo.',
    de: 'Foto zu groß: höchstens 8.000 Pixel pro Seite und 40 Megapixel.',
  },
  photo_animated: {
    fr: 'Les images animées ne sont pas acceptées : envoyez une photo fixe.',
    en: 'Animated images are not accepted: send a still photo.',
    es: 'No se aceptan imágenes animadas: envíe una foto fija.',
    de: 'Animierte Bilder werden nicht akzeptiert: Senden Sie ein Standbild.',
  },
  photo_quota_exceeded: {
    fr: 'Votre espace photos est plein : retirez de vos véhicules les photos inutiles ; les photos qu’aucun véhicule n’affiche sont libérées au bout de 24 heures.',
    en: 'Your photo storage is full: remove the photos you no longer need from your cars; photos no car shows are freed after 24 hours.',
    es: 'Su espacio de fotos está lleno: quite de sus vehículos las fotos que ya no necesite; las fotos que ningún vehículo muestra se liberan al cabo de 24 horas.',
    de: 'Ihr Fotospeicher ist voll: Entfernen Sie nicht mehr benötigte Fotos aus Ihren Fahrzeugen; Fotos, die kein Fahrzeug zeigt, werden nach 24 Stunden freigegeben.',
  },
  photo_upload_rate_limited: {
    fr: 'Trop de photos envoyées en une heure : réessayez un peu plus tard.',
    en: 'Too many photos uploaded in an hour: try again a little later.',
    es: 'Demasiadas fotos enviadas en una hora: vuelva a intentarlo un poco más tarde.',
    de: 'Zu viele Fotos in einer Stunde hochgeladen: Versuchen Sie es etwas später erneut.',
  },
  french_description_required: {
    fr: 'Rédigez d’abord la description en français : c’est elle qu’on lit quand une traduction manque.',
    en: 'Write the French description first: it is the one read when a translation is missing.',
    es: 'Redacte primero la descripción en francés: es la que se lee cuando falta una traducción.',
    de: 'Schreiben Sie zuerst die französische Beschreibung: Sie wird gelesen, wenn eine Übersetzung fehlt.',
  },
  too_many_photos: {
    fr: 'Un véhicule affiche 12 photos au maximum.',
    en: 'A car shows at most 12 photos.',
    es: 'Un vehículo muestra 12 fotos como máximo.',
    de: 'Ein Fahrzeug zeigt höchstens 12 Fotos.',
  },
  car_delisted: {
    fr: 'Ce véhicule a été retiré de la location : il ne peut plus être modifié.',
    en: 'This vehicle has been delisted: it can no longer be changed.',
    es: 'Este vehículo se ha retirado del alquiler: ya no se puede modificar.',
    de: 'Dieses Fahrzeug wurde aus der Vermietung genommen und kann nicht mehr geändert werden.',
  },
  invalid_price: {
    fr: 'Le prix par jour doit être positif et ne pas dépasser 100 000 €.',
    en: 'The daily price must be positive and at most €100,000.',
    es: 'El precio por día debe ser positivo y no superar los 100.000 €.',
    de: 'Der Tagespreis muss positiv sein und darf 100.000 € nicht überschreiten.',
  },
  date_in_past: {
    fr: 'Les jours passés ne peuvent plus être modifiés.',
    en: 'Past days can no longer be changed.',
    es: 'Los días pasados ya no se pueden modificar.',
    de: 'Vergangene Tage können nicht mehr geändert werden.',
  },
  date_too_far: {
    fr: 'Le calendrier s’ouvre jusqu’à un an à l’avance.',
    en: 'The calendar opens up to one year ahead.',
    es: 'El calendario se abre hasta con un año de antelación.',
    de: 'Der Kalender reicht bis zu einem Jahr im Voraus.',
  },
  ...REVIEW_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...PAYPAL_DEPOSIT_MESSAGES,
  ...PLACE_MESSAGES,
  ...DRIVER_REQUIREMENT_MESSAGES,
  ...RETURN_TERMS_MESSAGES,
  ...DEPOSIT_MESSAGES,
  ...HANDOVER_MESSAGES,
  ...BOOKING_REQUEST_MESSAGES,
  ...DRIVER_MESSAGES,
  ...DOCUMENT_MESSAGES,
  ...TWO_FACTOR_MESSAGES,
  ...CLAIM_MESSAGES,
  ...CONVERSATION_MESSAGES,
  ...ERASURE_MESSAGES,
  ...PRIVACY_MESSAGES,
  booking_not_changeable: {
    fr: 'Seule une réservation confirmée peut être modifiée.',
    en: 'Only a confirmed booking can be changed.',
    es: 'Solo se puede modificar una reserva confirmada.',
    de: 'Nur eine bestätigte Buchung kann geändert werden.',
  },
  booking_change_in_progress: {
    fr: 'Une autre modification de cette réservation est en cours. Réessayez dans un instant.',
    en: 'Another change to this booking is under way. Please try again in a moment.',
    es: 'Hay otra modificación de esta reserva en curso. Inténtelo de nuevo en un momento.',
    de: 'Eine andere Änderung dieser Buchung läuft gerade. Bitte versuchen Sie es gleich noch einmal.',
  },
  change_too_late: {
    fr: 'Trop tard pour modifier : une réservation se modifie jusqu’à 24 heures avant la prise en charge (10 h, heure de Paris), et les nouvelles dates doivent commencer au moins 24 heures plus tard.',
    en: 'Too late to change: a booking can be changed up to 24 hours before pickup (10:00, Paris time), and the new dates must start at least 24 hours from now.',
    es: 'Demasiado tarde para modificar: una reserva se puede modificar hasta 24 horas antes de la recogida (10:00, hora de París), y las nuevas fechas deben empezar al menos 24 horas después.',
    de: 'Zu spät für eine Änderung: Eine Buchung kann bis 24 Stunden vor der Übergabe (10:00 Uhr, Pariser Zeit) geändert werden, und die neuen Daten müssen mindestens 24 Stunden später beginnen.',
  },
  booking_unchanged: {
    fr: 'Ce sont déjà les dates et le lieu de votre réservation.',
    en: 'These are already the dates and place of your booking.',
    es: 'Estas ya son las fechas y el lugar de su reserva.',
    de: 'Das sind bereits die Daten und der Ort Ihrer Buchung.',
  },
  car_withdrawn: {
    fr: 'Ce véhicule n’est plus proposé à la location : votre réservation ne peut pas être modifiée.',
    en: 'This vehicle is no longer offered for rent: your booking cannot be changed.',
    es: 'Este vehículo ya no se ofrece en alquiler: su reserva no se puede modificar.',
    de: 'Dieses Fahrzeug wird nicht mehr vermietet: Ihre Buchung kann nicht geändert werden.',
  },
  change_payment_declined: {
    fr: 'Le paiement de la différence a été refusé : votre réservation reste inchangée.',
    en: 'The payment of the difference was declined: your booking is unchanged.',
    es: 'El pago de la diferencia ha sido rechazado: su reserva no cambia.',
    de: 'Die Zahlung der Differenz wurde abgelehnt: Ihre Buchung bleibt unverändert.',
  },
  change_payment_unavailable: {
    fr: 'Cette modification coûte plus cher et votre moyen de paiement ne peut pas être débité à nouveau sans vous : choisissez des dates qui ne coûtent pas plus, ou contactez-nous.',
    en: 'This change costs more and your payment method cannot be charged again without you: choose dates that cost no more, or contact us.',
    es: 'Esta modificación cuesta más y su medio de pago no puede cargarse de nuevo sin usted: elija fechas que no cuesten más o contáctenos.',
    de: 'Diese Änderung kostet mehr, und Ihr Zahlungsmittel kann nicht ohne Sie erneut belastet werden: Wählen Sie Daten, die nicht mehr kosten, oder kontaktieren Sie uns.',
  },
  receipt_unavailable: {
    fr: 'Le reçu est disponible une fois la réservation payée.',
    en: 'The receipt is available once the booking is paid.',
    es: 'El recibo está disponible una vez pagada la reserva.',
    de: 'Die Quittung ist verfügbar, sobald die Buchung bezahlt ist.',
  },
  personal_data_not_found: {
    fr: 'Aucune donnée n’est conservée pour cette adresse e-mail.',
    en: 'No data is held for this e-mail address.',
    es: 'No se conserva ningún dato para esta dirección de correo electrónico.',
    de: 'Für diese E-Mail-Adresse sind keine Daten gespeichert.',
  },
  personal_data_erasure_blocked: {
    fr: 'Une location en cours ou à venir, un litige non clos ou une voiture encore proposée a besoin de ces données : retirez vos voitures, et l’effacement sera possible une fois le reste terminé.',
    en: 'A rental under way or to come, a claim not closed or a car still offered needs this data: withdraw your cars, and it can be erased once the rest is over.',
    es: 'Un alquiler en curso o próximo, una reclamación no cerrada o un coche aún ofrecido necesita estos datos: retire sus coches y podrán borrarse cuando lo demás haya terminado.',
    de: 'Eine laufende oder bevorstehende Miete, ein nicht abgeschlossener Schadensfall oder ein noch angebotenes Fahrzeug benötigt diese Daten: Nehmen Sie Ihre Fahrzeuge aus dem Angebot, danach können sie gelöscht werden.',
  },
  log_not_in_postgres: {
    fr: 'Les événements sont dans EventStoreDB (EVENTSTORE_URL) : ce chiffre se calcule sur le journal PostgreSQL et n’est pas disponible ici.',
    en: 'The events live in EventStoreDB (EVENTSTORE_URL): this figure is computed from the PostgreSQL log and is not available here.',
    es: 'Los eventos están en EventStoreDB (EVENTSTORE_URL): esta cifra se calcula a partir del registro de PostgreSQL y no está disponible aquí.',
    de: 'Die Ereignisse liegen in EventStoreDB (EVENTSTORE_URL): Diese Zahl wird aus dem PostgreSQL-Protokoll berechnet und ist hier nicht verfügbar.',
  },
  delivery_unavailable: {
    fr: 'Ce véhicule n’est pas livré : choisissez un lieu de prise et de retour en agence ou à l’aéroport.',
    en: 'This vehicle is not delivered: choose a pick-up and return place in town or at an airport.',
    es: 'Este vehículo no se entrega a domicilio: elija un lugar de recogida y devolución en la ciudad o en un aeropuerto.',
    de: 'Dieses Fahrzeug wird nicht geliefert: Wählen Sie einen Abhol- und Rückgabeort in der Stadt oder am Flughafen.',
  },
  pickup_time_passed: {
    fr: 'La prise en charge d’aujourd’hui (10 h, heure de Paris) est passée : choisissez une date de prise à partir de demain.',
    en: 'Today’s pick-up time (10:00, Paris time) has passed: choose a pick-up date from tomorrow.',
    es: 'La hora de recogida de hoy (10:00, hora de París) ya ha pasado: elija una fecha de recogida a partir de mañana.',
    de: 'Die heutige Abholzeit (10:00 Uhr, Pariser Zeit) ist vorbei: Wählen Sie ein Abholdatum ab morgen.',
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

/**
 * The message in the client's language, its `{name}` placeholders filled from the answer's details (a refusal that
 * names a number, such as a driver's minimum age): one text per rule, whatever the number.
 */
export function apiMessage(
  code: ApiMessageCode,
  acceptLanguage: string | undefined,
  details?: unknown,
): string {
  const message: string = MESSAGES[code][preferredLanguage(acceptLanguage)];
  if (typeof details !== 'object' || details === null || !message.includes('{')) return message;
  const values = details as Record<string, unknown>;
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return typeof value === 'number' || typeof value === 'string' ? String(value) : placeholder;
  });
}

export function isApiMessageCode(code: string): code is ApiMessageCode {
  return Object.hasOwn(MESSAGES, code);
}

import type { DocumentTexts } from './fr.ts';

export const documentsEs: DocumentTexts = {
  heading: 'Permiso de conducir y documento de identidad',
  intro:
    'Envíe el anverso y el reverso de su permiso de conducir y un documento de identidad: una foto nítida hecha con su teléfono o un PDF. El propietario los comprueba antes de entregarle las llaves.',
  privacy: (days) =>
    `Sus documentos se guardan cifrados. Solo el propietario de su alquiler en curso y nuestro equipo pueden verlos, y cada consulta queda registrada. Se borran ${days} días después de su último alquiler.`,
  kinds: {
    licence_front: 'Permiso – anverso',
    licence_back: 'Permiso – reverso',
    identity: 'Documento de identidad',
  },
  choose: 'Foto o PDF',
  replace: 'Sustituir',
  uploading: 'Enviando…',
  sentOn: (date) => `Enviado el ${date}`,
  missing: 'Por enviar',
  status: {
    none: 'Todavía no ha enviado ningún documento.',
    submitted: 'Documentos enviados: pendientes de la comprobación del propietario.',
    verified: 'Conductor verificado',
    rejected: 'Documentos rechazados',
  },
  verifiedUntil: (date) => `Conductor verificado hasta el ${date}`,
  reasons: {
    unreadable: 'Un documento no se puede leer (foto borrosa, cortada o con reflejos).',
    expired: 'Un documento está caducado.',
    name_mismatch: 'El nombre no coincide con el del conductor principal de la reserva.',
    incomplete: 'Falta una cara del permiso o el documento de identidad.',
    not_accepted: 'Este tipo de documento no se acepta.',
    other: 'No se han podido aceptar sus documentos.',
  },
  ownerNote: (note) => `Mensaje del propietario: «${note}»`,
  sendAgain:
    'Envíe nuevos documentos: se comprobarán de nuevo. Si siguen rechazados 24 horas antes de la recogida, la reserva se cancela y se reembolsa íntegramente.',
  uploaded: (kind) => `${kind} enviado.`,
  loadError: 'No se han podido cargar sus documentos.',
  retry: 'Reintentar',
  documentTitle: 'Permiso e identidad — Grand Tour',
  pageDescription:
    'Envíe una sola vez su permiso y su documento de identidad para todos sus alquileres Grand Tour.',
  signInFirst:
    'Inicie sesión para enviar sus documentos una sola vez para todas sus reservas. Sin cuenta, envíelos desde la página de su reserva.',
  signIn: 'Iniciar sesión',
};

import type { OwnerDocumentTexts } from './fr.ts';

export const documentsEs: OwnerDocumentTexts = {
  app: {
    driverDocuments: {
      title: 'Documentos del conductor',
      privacy:
        'Datos personales sensibles: solo visibles durante la reserva, y cada consulta queda registrada a su nombre.',
      kinds: {
        licence_front: 'Permiso – anverso',
        licence_back: 'Permiso – reverso',
        identity: 'Documento de identidad',
      },
      missing: 'Aún no enviado',
      openPdf: 'Abrir el PDF',
      status: {
        none: 'El conductor aún no ha enviado ningún documento.',
        submitted: 'Por comprobar',
        verified: 'Conductor verificado',
        rejected: 'Documentos rechazados',
      },
      verifiedUntil: 'Conductor verificado hasta el %{date}',
      verify: 'Verificar al conductor',
      verified: 'Conductor verificado.',
      reject: 'Rechazar',
      rejectTitle: 'Rechazar los documentos',
      reason: 'Motivo (se muestra al conductor en su idioma)',
      note: 'Mensaje al conductor (opcional)',
      confirmReject: 'Rechazar los documentos',
      cancel: 'Cancelar',
      rejected: 'Documentos rechazados: el conductor ve el motivo.',
      reasons: {
        unreadable: 'Ilegible',
        expired: 'Caducado',
        name_mismatch: 'El nombre no coincide',
        incomplete: 'Incompleto',
        not_accepted: 'Documento no aceptado',
        other: 'Otro',
      },
      notVerifiedSoon: 'Recogida en menos de 24 horas: el conductor no está verificado.',
      rejectedCancels:
        'Si los documentos siguen rechazados 24 horas antes de la recogida, la reserva se cancela y se reembolsa íntegramente.',
      unavailable: 'Los documentos solo se pueden ver durante una reserva en curso.',
    },
  },
};

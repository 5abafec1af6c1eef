/** The API's words for the drivers' documents (issue 22, decision 84), in the four languages. */
export const DOCUMENT_MESSAGES = {
  document_missing: {
    fr: 'Joignez une photo ou un PDF du document (champ « document »).',
    en: 'Attach a photo or a PDF of the document (field “document”).',
    es: 'Adjunte una foto o un PDF del documento (campo «document»).',
    de: 'Fügen Sie ein Foto oder eine PDF-Datei des Dokuments bei (Feld „document“).',
  },
  document_too_large: {
    fr: 'Ce fichier est trop lourd : 10 Mo au plus.',
    en: 'This file is too large: 10 MB at most.',
    es: 'Este archivo es demasiado grande: 10 MB como máximo.',
    de: 'Diese Datei ist zu groß: höchstens 10 MB.',
  },
  document_type_refused: {
    fr: 'Envoyez une photo (JPEG, PNG ou WebP) ou un PDF.',
    en: 'Send a photo (JPEG, PNG or WebP) or a PDF.',
    es: 'Envíe una foto (JPEG, PNG o WebP) o un PDF.',
    de: 'Senden Sie ein Foto (JPEG, PNG oder WebP) oder eine PDF-Datei.',
  },
  document_damaged: {
    fr: 'Ce fichier est endommagé ou incomplet : reprenez la photo ou exportez le PDF à nouveau.',
    en: 'This file is damaged or incomplete: take the photo again or export the PDF again.',
    es: 'Este archivo está dañado o incompleto: vuelva a hacer la foto o a exportar el PDF.',
    de: 'Diese Datei ist beschädigt oder unvollständig: Nehmen Sie das Foto erneut auf oder exportieren Sie die PDF-Datei neu.',
  },
  document_active_content: {
    fr: 'Ce PDF contient des scripts ou des fichiers joints : envoyez un simple scan ou une photo.',
    en: 'This PDF holds scripts or attached files: send a plain scan or a photo.',
    es: 'Este PDF contiene scripts o archivos adjuntos: envíe un escaneo simple o una foto.',
    de: 'Diese PDF-Datei enthält Skripte oder angehängte Dateien: Senden Sie einen einfachen Scan oder ein Foto.',
  },
  driver_documents_not_found: {
    fr: 'Document introuvable.',
    en: 'Document not found.',
    es: 'Documento no encontrado.',
    de: 'Dokument nicht gefunden.',
  },
  driver_documents_incomplete: {
    fr: 'Il manque un document : le permis (recto et verso) et une pièce d’identité sont nécessaires pour vérifier le conducteur.',
    en: 'A document is missing: the licence (both sides) and an identity document are needed to verify the driver.',
    es: 'Falta un documento: se necesitan el permiso (anverso y reverso) y un documento de identidad para verificar al conductor.',
    de: 'Ein Dokument fehlt: Der Führerschein (Vorder- und Rückseite) und ein Ausweisdokument sind für die Prüfung des Fahrers nötig.',
  },
} as const;

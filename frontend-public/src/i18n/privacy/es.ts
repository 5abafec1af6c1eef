import type { PrivacyTexts } from './fr.ts';

export const privacyEs: PrivacyTexts = {
  privacy: {
    documentTitle: 'Sus datos personales — Grand Tour',
    description:
      'Los datos personales que Grand Tour conserva, por qué y durante cuánto tiempo, y cómo descargarlos o borrarlos.',
    back: 'Volver',
    eyebrow: 'Privacidad',
    title: 'Sus datos personales',
    subtitle:
      'Lo que conservamos, por qué y durante cuánto tiempo: los plazos indicados son los que aplican nuestros sistemas.',
    keptHeading: 'Lo que conservamos',
    labels: { what: 'Datos', why: 'Finalidad y base jurídica', howLong: 'Plazo de conservación' },
    loading: 'Cargando los plazos de conservación…',
    failed: 'No se han podido cargar los plazos de conservación.',
    retry: 'Reintentar',
    fields: {
      invoiceNumber: 'número de factura',
      bookingReference: 'referencia de la reserva',
      rentalDates: 'fechas del alquiler',
      car: 'vehículo',
      amounts: 'importes',
      vat: 'IVA',
      provider: 'proveedor de pago',
      providerPaymentId: 'identificador del pago en el proveedor',
      amount: 'importe',
      paidAt: 'fecha del pago',
    },
    categories: {
      account: {
        title: 'Cuenta',
        what: 'Nombre, apellidos, nombre de usuario, e-mail, teléfono, contraseña (guardada como hash) y, para los propietarios, dirección.',
        why: 'Identificarle y permitirle seguir sus reservas. Base jurídica: la ejecución del contrato.',
        howLong: 'Mientras exista la cuenta; se borra a petición suya.',
      },
      bookings: {
        title: 'Reservas y datos del cliente',
        what: 'Vehículo, fechas, lugares e importes, con su nombre, e-mail y teléfono.',
        why: 'Ejecutar el contrato de alquiler; el propietario recibe lo que la entrega del vehículo requiere. Base jurídica: la ejecución del contrato.',
        howLong:
          'Con la cuenta; se borran a petición suya, salvo las facturas y referencias de pago indicadas más abajo.',
      },
      driverDocuments: {
        title: 'Permiso de conducir y documentos de identidad',
        what: 'Los datos del permiso (número, fechas, categorías) y las fotos del permiso y del documento de identidad, cifradas.',
        why: 'Comprobar que el conductor puede conducir el vehículo alquilado. Base jurídica: la ejecución del contrato.',
        howLong: (period: string) =>
          `${period} después del final de su último alquiler (o después de su envío, sin alquiler).`,
      },
      messages: {
        title: 'Mensajes entre clientes y propietarios',
        what: 'Los mensajes y fotos intercambiados con los propietarios, y las preguntas sobre un vehículo.',
        why: 'Organizar el alquiler. Base jurídica: la ejecución del contrato y las medidas previas.',
        howLong: 'Con la cuenta; se borran a petición suya.',
      },
      reviews: {
        title: 'Opiniones',
        what: 'La puntuación, el texto, y el nombre y la ciudad del autor.',
        why: 'Informar a otros clientes. Base jurídica: nuestro interés legítimo.',
        howLong:
          'Publicadas sin límite de tiempo; a petición suya, se borran el nombre y la ciudad del autor y el texto se mantiene, anónimo.',
      },
      contactMessages: {
        title: 'Mensajes del formulario de contacto',
        what: 'Nombre, e-mail, teléfono, asunto y mensaje.',
        why: 'Responderle. Base jurídica: nuestro interés legítimo en atender sus solicitudes.',
        howLong: (period: string) => `${period} después de su recepción.`,
      },
      guestData: {
        title: 'Visitantes sin cuenta que no han reservado',
        what: 'Las preguntas hechas a los propietarios y los datos de contacto dejados desde un navegador sin cuenta.',
        why: 'Permitirle usar el sitio sin cuenta. Base jurídica: nuestro interés legítimo.',
        howLong: (period: string) =>
          `${period} después de la última actividad, mientras no se haya hecho ninguna reserva (si no, como las reservas).`,
      },
      emails: {
        title: 'E-mails enviados',
        what: 'El registro de los e-mails que le hemos enviado: destinatario, asunto, fecha y un resumen del contenido.',
        why: 'Acreditar y reenviar los avisos sobre sus reservas. Base jurídica: la ejecución del contrato.',
        howLong: 'Con la cuenta; se borra a petición suya.',
      },
      invoices: {
        title: 'Facturas y recibos',
        what: (fields: string) => `Solo: ${fields}. Nunca su nombre, e-mail ni teléfono.`,
        why: 'Obligación legal de conservar los documentos contables (Código de Comercio francés, art. L123-22).',
        howLong: (period: string) => `${period}, incluso después de borrar sus datos.`,
      },
      paymentReferences: {
        title: 'Referencias de pago',
        what: (fields: string) => `Solo: ${fields}.`,
        why: 'Responder a una reclamación de pago (contracargo). Base jurídica: nuestro interés legítimo y las normas de las redes de tarjetas.',
        howLong: (period: string) =>
          `${period} después del último pago de la reserva, incluso después de borrar sus datos.`,
      },
      adminAccess: {
        title: 'Consultas de sus datos por nuestros administradores',
        what: 'Quién consultó qué y cuándo (sus documentos, una conversación denunciada, una reclamación, el historial de una reserva, una exportación).',
        why: 'Dar cuenta de cada acceso a sus datos. Base jurídica: nuestras obligaciones de seguridad y responsabilidad (RGPD, art. 5 y 32).',
        howLong: 'Con sus datos; cada consulta figura en su exportación.',
      },
    },
    rights: {
      heading: 'Sus derechos',
      download: {
        title: 'Descargar sus datos',
        text: 'Desde su cuenta, descargue todos sus datos en un solo archivo. Sin cuenta, pídanos un enlace: se lo enviamos por e-mail.',
        link: 'Mis datos',
      },
      erase: {
        title: 'Borrar sus datos',
        before:
          'Desde su cuenta, con la confirmación de un enlace enviado por e-mail, o escribiéndonos desde la ',
        link: 'página de contacto',
        after:
          '. Las facturas, los recibos y las referencias de pago se conservan, solo con los campos indicados, durante el tiempo que exige la ley.',
      },
      encryption: {
        title: 'Cómo funciona el borrado',
        text: 'Los datos de cada persona se cifran con su propia clave; borrar sus datos destruye esa clave, de modo que ni nuestras copias de seguridad ni nuestro historial pueden volver a leerlos.',
      },
      more: {
        before:
          'También puede hacer rectificar sus datos, oponerse a un tratamiento o reclamar ante la CNIL: consulte nuestra ',
        link: 'política de privacidad',
        after: '.',
      },
    },
  },
};

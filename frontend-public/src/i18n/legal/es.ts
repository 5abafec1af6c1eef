import { legalFacts, type LegalTexts } from './legalDocument.ts';

const { company: c, address, shareCapital, money } = legalFacts('es');

export const legalEs: LegalTexts = {
  legal: {
    eyebrow: 'Información legal',
    back: 'Volver',
    updated: 'Última actualización:',
    newTab: 'nueva pestaña',
    documents: {
      terms: {
        title: 'Condiciones generales de alquiler',
        description: `Las condiciones de alquiler de los coches reservados en ${c.brand}: precio, pago, depósito de garantía, cambios y cancelación.`,
        sections: [
          {
            heading: 'Objeto',
            paragraphs: [
              `Estas condiciones rigen el alquiler de los coches que sus propietarios ofrecen en ${c.website}, sitio editado por ${c.legalName}. Toda reserva supone la aceptación de estas condiciones.`,
            ],
          },
          {
            heading: 'Precio',
            paragraphs: [
              'El precio del alquiler es el precio por día del coche multiplicado por el número de días; todo día empezado se cobra. El precio total se muestra antes del pago y ya no cambia después.',
              money.serviceFee,
              money.delivery,
            ],
          },
          {
            heading: 'Pago y depósito de garantía',
            paragraphs: ['El precio total se paga al reservar, con tarjeta o PayPal.', money.deposit],
          },
          { heading: 'Cambios', paragraphs: [money.change] },
          { heading: 'Cancelación', paragraphs: [money.cancellation] },
          {
            heading: 'Conductor',
            paragraphs: [
              'En la recogida, el conductor presenta un permiso de conducir válido, un documento de identidad y una tarjeta bancaria a su nombre.',
            ],
          },
          {
            heading: 'Seguro',
            paragraphs: [
              'Cada alquiler incluye un seguro completo durante toda su duración. El depósito de garantía cubre los daños y gastos que corren por cuenta del conductor.',
            ],
          },
          {
            heading: 'Derecho de desistimiento',
            paragraphs: [
              'El alquiler de un coche para una fecha determinada no da derecho de desistimiento (Código de consumo francés, artículo L221-28, 12°); se aplican las condiciones de cancelación anteriores.',
            ],
          },
          {
            heading: 'Reclamaciones y mediación',
            paragraphs: [
              `Escríbanos a ${c.email}. Si no llegamos a un acuerdo, puede acudir gratuitamente al mediador de consumo ${c.mediator.name} (${c.mediator.address}, ${c.mediator.website}). Estas condiciones se rigen por el derecho francés.`,
            ],
          },
        ],
      },
      notice: {
        title: 'Aviso legal',
        description: `El editor, el director de la publicación y el proveedor de alojamiento de ${c.website}.`,
        sections: [
          {
            heading: 'Editor',
            paragraphs: [
              `${c.website} es editado por ${c.legalName}, ${c.legalForm} con un capital social de ${shareCapital}, con domicilio social en ${address}.`,
              `${c.registration} · SIREN ${c.siren} · IVA ${c.vatNumber}`,
              `Correo electrónico: ${c.email} · Teléfono: ${c.phone}`,
            ],
          },
          { heading: 'Director de la publicación', paragraphs: [c.publicationDirector] },
          {
            heading: 'Alojamiento',
            paragraphs: [`${c.host.name}, ${c.host.address} · ${c.host.phone}`],
          },
          {
            heading: 'Propiedad intelectual',
            paragraphs: [
              `Los textos, ilustraciones y logotipos del sitio pertenecen a ${c.legalName} o a sus autores; queda prohibida cualquier reproducción sin autorización. Las descripciones y fotos de los coches las aportan sus propietarios.`,
            ],
          },
        ],
      },
      privacy: {
        title: 'Política de privacidad',
        description: `Los datos personales que ${c.brand} trata, para qué, durante cuánto tiempo y sus derechos.`,
        sections: [
          {
            heading: 'Responsable del tratamiento',
            paragraphs: [
              `${c.legalName}, ${address}. Para cualquier pregunta sobre sus datos: ${c.privacyEmail}.`,
            ],
          },
          {
            heading: 'Datos y finalidades',
            paragraphs: [
              'Cuenta: nombre, correo electrónico, teléfono y contraseña (guardada cifrada con hash), para identificarle y seguir sus reservas.',
              'Reservas: coche, fechas, lugares, datos del conductor e importes, para ejecutar el contrato de alquiler; el propietario del coche recibe lo necesario para la entrega.',
              'Pago: los números de tarjeta se introducen en nuestro proveedor de pago (Stripe) o en PayPal; solo conservamos el resultado del pago.',
              'Mensajes: lo que nos escribe mediante el formulario de contacto, para responderle.',
            ],
          },
          {
            heading: 'Bases jurídicas y conservación',
            paragraphs: [
              'Las reservas y los pagos se basan en la ejecución del contrato; los documentos contables (recibos) se conservan diez años, como exige la ley. La cuenta se conserva mientras se utilice y se elimina a petición suya. Las medidas contra el fraude y los abusos se basan en nuestro interés legítimo.',
            ],
          },
          {
            heading: 'Sus derechos',
            paragraphs: [
              `Puede acceder a sus datos, rectificarlos, suprimirlos, solicitar su portabilidad u oponerse a su tratamiento escribiendo a ${c.privacyEmail}. También puede presentar una reclamación ante la CNIL, la autoridad francesa de protección de datos (www.cnil.fr).`,
              'También puede descargar usted mismo, en cualquier momento, una copia de todos sus datos (reservas, pagos, mensajes, opiniones, documentos, correos recibidos y consultas de sus datos por nuestro equipo) desde la página «Mis datos» (/account/data); sin cuenta, indique allí su correo electrónico para recibir un enlace. El archivo indica lo que la ley nos obliga a conservar incluso tras un borrado: los recibos, diez años, solo con sus menciones obligatorias, y las referencias de pago necesarias en caso de litigio.',
            ],
          },
        ],
      },
      cookies: {
        title: 'Cookies',
        description: `Las cookies y el almacenamiento que usa ${c.website}: solo los que el servicio necesita.`,
        sections: [
          {
            heading: 'Lo que instalamos',
            paragraphs: [
              'gt_session: mantiene abierta la sesión de su cuenta, hasta que caduca.',
              'gt_guest: encuentra los favoritos y reservas que hizo sin cuenta, un año.',
              'gt_known: reconoce un navegador que ya inició sesión, para proteger el acceso contra abusos, un año; solo se envía a la página de inicio de sesión.',
              'grandtour.language y grandtour.currency: su idioma y su moneda de visualización.',
            ],
          },
          {
            heading: 'Sin publicidad ni medición de audiencia',
            paragraphs: [
              'Estas cookies son estrictamente necesarias para el servicio que usted solicita, por lo que no requieren su consentimiento. No instalamos ninguna cookie publicitaria ni de medición de audiencia. Cuando paga, Stripe o PayPal pueden instalar sus propias cookies, sujetas a sus políticas.',
            ],
          },
        ],
      },
      accessibility: {
        title: 'Declaración de accesibilidad',
        description: `La accesibilidad de ${c.website}: norma de referencia, estado de conformidad, contacto y recursos.`,
        sections: [
          {
            heading: 'Compromiso',
            paragraphs: [
              `${c.legalName} se compromete a que su sitio sea accesible, conforme a la Directiva (UE) 2019/882 sobre los requisitos de accesibilidad de los productos y servicios (European Accessibility Act), aplicable a los servicios de comercio electrónico desde el 28 de junio de 2025. La norma de referencia es el nivel AA de las WCAG 2.2 (EN 301 549).`,
            ],
          },
          {
            heading: 'Estado de conformidad',
            paragraphs: [
              'El sitio es parcialmente conforme con el nivel AA de las WCAG 2.2: aún no ha sido objeto de una auditoría independiente. Cada página se comprueba automáticamente (axe-core) y se recorre con el teclado en cada versión.',
            ],
          },
          {
            heading: 'Limitaciones conocidas',
            paragraphs: [
              'Los campos de tarjeta y la ventana de PayPal los proporcionan nuestros proveedores de pago, en sus propios marcos. Las descripciones de los coches las redactan sus propietarios.',
            ],
          },
          {
            heading: 'Comentarios y contacto',
            paragraphs: [
              `Si no puede acceder a un contenido o servicio, escriba a ${c.accessibilityEmail} o llame al ${c.phone}: le responderemos y le ofreceremos una alternativa accesible.`,
            ],
          },
          {
            heading: 'Procedimiento de reclamación',
            paragraphs: [
              'Si nuestra respuesta no le satisface, puede acudir al Défenseur des droits, el defensor de derechos francés (www.defenseurdesdroits.fr, o por correo gratuito: Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07).',
            ],
          },
        ],
      },
    },
  },
};

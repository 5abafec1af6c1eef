import type { erasureFr } from './fr.ts';

export const erasureEs: typeof erasureFr = {
  resources: {
    erasures: {
      name: 'Borrado de datos |||| Borrados de datos',
      fields: {
        subject: 'Persona (identificador)',
        status: 'Estado',
        requestedBy: 'Solicitado por',
        requestedAt: 'Solicitado el',
        erasedAt: 'Borrado el',
      },
    },
  },
  app: {
    erasure: {
      ownerMenu: 'Borrar mis datos',
      ownerSent:
        'Se ha enviado un correo de confirmación a la dirección de su cuenta. Abra su enlace en las próximas 24 horas para borrar sus datos.',
      menu: 'Borrado de datos',
      formTitle: 'Borrar los datos de una persona',
      formIntro:
        'A petición de la persona (RGPD, art. 17): su cuenta y las reservas y mensajes hechos como invitado con esta dirección se borran en la siguiente pasada, en unos minutos. Las facturas y recibos se conservan 10 años, sin nombre ni datos de contacto.',
      email: 'Dirección de correo de la persona',
      submit: 'Borrar sus datos',
      confirmTitle: '¿Borrar los datos de %{email}?',
      confirmContent: 'El borrado es definitivo: ni la persona ni el equipo podrán recuperar estos datos.',
      requested: 'Borrado solicitado para: %{subjects}',
      recent: 'Últimos borrados',
      empty: 'Todavía no hay ningún borrado.',
      status: { requested: 'Solicitado', erased: 'Borrado' },
      requestedBy: {
        self: 'La persona',
        administrator: 'Un administrador',
        retention: 'Fin de conservación',
      },
    },
  },
};

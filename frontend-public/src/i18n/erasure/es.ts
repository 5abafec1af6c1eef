import type { ErasureTexts } from './fr.ts';

export const erasureEs: ErasureTexts = {
  pageDescription: 'Sus datos personales en Grand Tour: borre su cuenta y sus datos.',
  erasureHeading: 'Borrar mis datos',
  erasedIntro: 'Su cuenta se cierra y, en unos minutos, borramos:',
  erasedItems: [
    'su nombre, dirección de correo electrónico, teléfono, dirección y fecha de nacimiento;',
    'su permiso, sus documentos de identidad y las fotos que ha enviado;',
    'sus mensajes, sus opiniones (que quedan anónimas) y los correos que le hemos escrito.',
  ],
  keptIntro: 'Lo que la ley nos obliga a conservar, sin su nombre, correo ni teléfono:',
  keptItems: [
    'sus facturas y recibos durante 10 años (Código de Comercio francés): número de reserva, fechas, importes y vehículo;',
    'las referencias de los pagos, en caso de litigio con su banco.',
  ],
  howItWorks:
    'Para asegurarnos de que es usted, enviamos un enlace de confirmación a la dirección de correo de su cuenta. Es válido 24 horas. Mientras haya un alquiler en curso o próximo, o una reclamación abierta, el borrado espera a que terminen.',
  ask: 'Recibir el enlace de confirmación',
  asking: 'Enviando…',
  sent: (email) =>
    `Acabamos de enviar un correo a ${email}. Abra su enlace en las próximas 24 horas para confirmar el borrado.`,
  askError: 'No se ha podido enviar el correo. Inténtelo de nuevo.',
  confirmTitle: 'Borrar mis datos | Grand Tour',
  confirmHeading: 'Borrar mis datos',
  confirmIntro:
    'Su cuenta se cerrará y sus datos personales se borrarán. Solo quedan sus facturas y recibos, sin su nombre ni sus datos de contacto, como exige la ley. No se puede deshacer.',
  confirm: 'Borrar definitivamente mis datos',
  confirming: 'Borrando…',
  done: 'Confirmado.',
  doneDetail: 'Sus datos se borrarán en unos minutos. Gracias por viajar con Grand Tour.',
  missingToken: 'Este enlace está incompleto: abra el enlace exacto recibido por correo.',
  confirmError: 'No se ha podido confirmar el borrado. Inténtelo de nuevo.',
  askAgain: 'Solicitar un nuevo enlace',
};

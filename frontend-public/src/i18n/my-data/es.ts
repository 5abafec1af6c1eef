import type { MyDataTexts } from './fr.ts';

export const myDataEs: MyDataTexts = {
  documentTitle: 'Mis datos — Grand Tour',
  pageDescription: 'Descargue todos los datos que Grand Tour conserva sobre usted.',
  heading: 'Mis datos',
  intro:
    'Descargue un archivo ZIP con todo lo que conservamos sobre usted: cuenta, reservas, pagos, mensajes, opiniones, documentos de conductor y correos enviados, con un README que explica cada archivo.',
  kept: 'Algunos datos se conservan incluso tras un borrado porque la ley lo exige: facturas y recibos (10 años) y referencias de pago en caso de litigio. El archivo lo indica.',
  download: 'Descargar mis datos',
  downloadHint: 'El archivo contiene sus documentos descifrados: guárdelo en un lugar seguro.',
  guestHeading: '¿Reservó sin cuenta?',
  guestIntro:
    'Indique la dirección de correo que usó para sus reservas, mensajes o solicitudes de contacto: le enviaremos allí un enlace de descarga válido durante 24 horas.',
  email: 'Correo electrónico',
  emailInvalid: 'Introduzca una dirección de correo válida.',
  send: 'Recibir el enlace',
  sending: 'Enviando…',
  sent: 'Si conservamos datos de esta dirección, acabamos de enviarle un enlace. Revise también la carpeta de correo no deseado.',
  rateLimited: 'Demasiadas solicitudes por ahora. Vuelva a intentarlo un poco más tarde.',
  failed: 'La solicitud no se completó. Compruebe su conexión y vuelva a intentarlo.',
  linkHeading: 'Su archivo está listo',
  linkIntro: 'Este enlace es personal y es válido durante 24 horas.',
  preparing: 'Preparando el archivo…',
  linkExpired: 'Este enlace ha caducado (es válido 24 horas). Solicite uno nuevo a continuación.',
  linkInvalid: 'Este enlace no es válido. Solicite uno nuevo a continuación.',
  downloaded: 'Descarga iniciada.',
};

import { moneySentences } from '@grandtour/shared';
import type { ContactTexts } from './fr.ts';

// The money answers are the rules the server applies (decision 58).
const esMoney = moneySentences('es');

export const contactEs: ContactTexts = {
  contact: {
    documentTitle: 'Contacto — Grand Tour',
    back: 'Volver',
    eyebrow: 'Conserjería',
    title: 'Contáctenos',
    subtitle:
      '¿Una pregunta, una solicitud a medida? Nuestro equipo responde rápidamente, los 7 días de la semana.',
    formTitle: 'Envíenos un mensaje',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    phone: 'Teléfono (opcional)',
    subject: 'Asunto',
    subjects: {
      general: 'Consulta general',
      reservation: 'Reserva',
      pricing: 'Tarifas',
      partnership: 'Colaboración',
      other: 'Otro',
    },
    aboutCar: (car: string) =>
      `Buenos días, quisiera saber cuándo estará disponible de nuevo el vehículo ${car}.`,
    message: 'Mensaje',
    send: 'Enviar el mensaje',
    sending: 'Enviando…',
    sentTitle: '¡Mensaje enviado!',
    sentText: 'Hemos recibido su mensaje. Le responderemos lo antes posible.',
    errorTitle: 'Error',
    errorText: 'Se produjo un error al enviar su mensaje. Inténtelo de nuevo.',
    problems: {
      firstNameRequired: 'Nombre obligatorio',
      lastNameRequired: 'Apellido obligatorio',
      emailInvalid: 'Correo electrónico no válido',
      phoneInvalid: 'Número de teléfono no válido',
      messageRequired: 'Mensaje obligatorio',
      messageTooLong: 'Mensaje demasiado largo (5000 caracteres como máximo)',
    },
    detailsTitle: 'Nuestros datos',
    emailLabel: 'Correo electrónico',
    phoneLabel: 'Teléfono',
    socialLabel: 'Instagram',
    socialHandle: '@grandtour.cars',
    faqTitle: 'Preguntas frecuentes',
    faq: [
      {
        question: '¿Qué documentos debo presentar?',
        answer:
          'Un permiso de conducir válido, un documento de identidad y una tarjeta bancaria a nombre del conductor principal.',
      },
      {
        question: '¿Puedo modificar mi reserva?',
        answer: `${esMoney.change} Le contactamos 24 horas antes de su reserva para confirmar los detalles de la entrega.`,
      },
      {
        question: '¿Cuál es la política de cancelación?',
        answer: esMoney.cancellation,
      },
      {
        question: '¿Qué se añade al precio por día?',
        answer: `${esMoney.serviceFee} ${esMoney.delivery} ${esMoney.deposit}`,
      },
    ],
  },
};

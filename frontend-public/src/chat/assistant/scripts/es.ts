import { ASSISTANT_FIGURES as A } from '../figures.ts';
import type { AssistantScript } from './types.ts';

const { advanceBookingHours: advance } = A;

export const es: AssistantScript = {
  welcome:
    'Hola, soy Camille, su asesora privada de Grand Tour. Puedo ayudarle a elegir un vehículo, consultar la disponibilidad, presentarle nuestras tarifas u organizar un evento. ¿En qué puedo ayudarle?',
  suggestions: [
    'Colección de hiperdeportivos disponibles',
    'Tarifas y condiciones exclusivas',
    'Reserva para un evento privado',
    'Asesoramiento personalizado sobre vehículos',
    'Servicio de conserjería premium',
    'Entrega de guante blanco',
  ],
  replies: {
    price: [
      (f) =>
        `Nuestras tarifas diarias dependen del vehículo: hiperdeportivos de ${f.band('hypercar')}, coches de prestigio de ${f.band('prestige')} y gama business executive de ${f.band('business')}. Dígame qué modelo le interesa y le indicaré su precio exacto.`,
      (f) =>
        `Estos son nuestros rangos de precio por día: hiperdeportivos ${f.band('hypercar')}, prestigio ${f.band('prestige')}, business executive ${f.band('business')}. La ficha de cada vehículo muestra su precio en la moneda que usted elija.`,
      (f) =>
        `Con mucho gusto. Cuente con ${f.band('hypercar')} al día para un hiperdeportivo, ${f.band('prestige')} para un coche de prestigio y ${f.band('business')} para la gama business executive. ¿Desea que le proponga un vehículo según su presupuesto?`,
    ],
    availability: [
      () =>
        `Nuestra colección está disponible en París, en la Costa Azul, en Lyon y en muchas otras ciudades. Para asegurarse el vehículo que desea, le aconsejamos reservar con al menos ${advance} horas de antelación. ¿Qué fechas tiene en mente?`,
      () =>
        `La ficha de cada vehículo indica si está disponible, y la búsqueda le permite filtrar por fechas. Para un hiperdeportivo, reserve con al menos ${advance} horas de antelación para que podamos prepararlo a la perfección.`,
      () =>
        `Lo compruebo con gusto: indíqueme el modelo, sus fechas y la ciudad. Recomendamos reservar al menos ${advance} horas antes de la recogida, sobre todo para nuestros hiperdeportivos.`,
    ],
    booking: [
      () =>
        'Reservar lleva unos minutos: 1. elija su vehículo, 2. seleccione sus fechas y el lugar de recogida, 3. introduzca sus datos, 4. pague de forma segura con tarjeta o PayPal, 5. reciba su confirmación por correo electrónico.',
      () =>
        `Es sencillo: elija un vehículo, sus fechas y el lugar de recogida, introduzca sus datos y pague de forma segura. Su confirmación llega al instante por correo electrónico. Aconsejamos reservar con al menos ${advance} horas de antelación.`,
      () =>
        'Para reservar: elija el vehículo que le guste, sus fechas y el lugar de recogida, indique sus datos y pague en línea de forma segura. Recibirá una confirmación por correo electrónico. ¿Quiere que le ayude a elegir?',
    ],
    cancellation: [
      (f) => f.rules.cancellation,
      (f) => `Nuestras condiciones: ${f.rules.cancellation} Puede cancelar desde la página Reservas.`,
      (f) => `Puede cancelar desde su página Reservas. ${f.rules.cancellation} ${f.rules.change}`,
    ],
    event: [
      () =>
        `Para bodas y eventos privados, nuestra colección incluye Rolls-Royce, Bentley y elegantes descapotables. Indíqueme la fecha, el lugar y el estilo que busca, y le propondré el vehículo ideal. Aconsejamos reservar con al menos ${advance} horas de antelación.`,
      () =>
        '¡Qué ocasión tan especial! Nuestros coches para bodas y eventos no pasan desapercibidos, desde el clásico Rolls-Royce hasta el superdeportivo más espectacular. Dígame su fecha y su ciudad, y compruebo la disponibilidad.',
      () =>
        `Gala, boda o presentación de producto: tenemos el vehículo adecuado. Explore nuestra colección para bodas o cuénteme su evento; para tener más opciones, reserve con al menos ${advance} horas de antelación.`,
    ],
    business: [
      (f) =>
        `Para sus viajes de negocios, nuestra gama business executive cuesta de ${f.band('business')} al día. Para varios vehículos o necesidades regulares, escríbanos desde la página Contacto y nuestro equipo le preparará una propuesta.`,
      (f) =>
        `Las empresas eligen nuestra gama business executive (${f.band('business')} al día) para reuniones, roadshows e invitados. Si tiene una flota, también puede publicar sus vehículos en Grand Tour: consulte nuestros planes para propietarios en la página Suscripciones.`,
      (f) =>
        `Las empresas son bienvenidas: vehículos business executive de ${f.band('business')} al día, entregados donde los necesite. Para una flota o un alquiler de larga duración, escríbanos desde la página Contacto.`,
    ],
    insurance: [
      (f) => `Cada alquiler incluye un seguro completo. ${f.rules.deposit}`,
      (f) =>
        `Puede estar tranquilo: nuestros vehículos están cubiertos por un seguro completo durante todo el alquiler. ${f.rules.deposit}`,
      () =>
        'El seguro completo está incluido en cada reserva: solo tiene que disfrutar de la carretera. Para conocer la cobertura de un vehículo concreto, dígame cuál le interesa.',
    ],
    generic: [
      () =>
        'Será un placer. Cuénteme la ocasión, sus fechas y la ciudad, y le propondré los vehículos que mejor se adapten a usted; también podemos entregarle el coche a domicilio.',
      () =>
        'Por supuesto. Puedo aconsejarle sobre el vehículo ideal, acompañarle en su reserva y organizar la entrega en la dirección que elija. ¿Qué tiene en mente?',
      () =>
        'Estoy a su servicio. Compártame algunos detalles (fechas, ciudad, el coche con el que sueña) y le prepararé una propuesta a medida, con entrega si lo desea.',
    ],
  },
};

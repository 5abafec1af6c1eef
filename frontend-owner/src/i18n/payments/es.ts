import type { PaymentsMessages } from './fr.ts';

export const paymentsEs: PaymentsMessages = {
  payments: {
    menu: 'Pagos',
    title: 'Pagos',
    account: {
      title: 'Cuenta de cobro',
      none: 'Ninguna cuenta conectada: conecte una para recibir sus ingresos.',
      onboarding: 'Registro iniciado con el proveedor de pagos, aún sin terminar.',
      connected: 'Cuenta conectada: sus pagos se envían a ella.',
      changing: 'Cambio en curso: la nueva cuenta no ha terminado su registro.',
      accountId: 'Cuenta %{id} (%{provider})',
      pausedUntil: 'Tras el cambio de cuenta, los pagos se reanudan el %{date}.',
      connect: 'Conectar una cuenta de cobro',
      resume: 'Reanudar el registro',
      change: 'Cambiar la cuenta de cobro',
      needsSecondFactor:
        'Para cambiar de cuenta, active primero la verificación en dos pasos (página Seguridad).',
      codeLabel: 'Código de verificación (aplicación o código de recuperación)',
      confirmChange: 'Confirmar y continuar',
      checking: 'Comprobando la cuenta con el proveedor…',
    },
    list: {
      title: 'Pagos a su cuenta',
      empty: 'Todavía no hay pagos.',
      booking: 'Reserva',
      gross: 'Bruto',
      commission: 'Comisión',
      net: 'Neto pagado',
      dueAt: 'Vencimiento',
      paidAt: 'Pagado el',
      status: 'Estado',
      statuses: { scheduled: 'Previsto', paid: 'Pagado', failed: 'Fallido', cancelled: 'Cancelado' },
    },
    statements: {
      title: 'Extractos mensuales',
      month: 'Mes',
      pdf: 'Descargar el extracto (PDF)',
      csv: 'Descargar el extracto (CSV)',
    },
    demo: {
      title: 'Registro en el proveedor de pagos (demo)',
      intro:
        'En producción, este paso se hace en las páginas seguras de Stripe. En la demo no se piden datos bancarios: simplemente confirme.',
      account: 'Cuenta por activar: %{id}',
      complete: 'Terminar el registro',
      cancel: 'Volver a pagos',
    },
  },
  security: {
    menu: 'Seguridad',
    title: 'Seguridad',
    intro:
      'La verificación en dos pasos protege su cuenta y sus ingresos: tras la contraseña, se pide un código de 6 dígitos de su aplicación de autenticación.',
    on: 'Verificación en dos pasos activada (quedan %{count} códigos de recuperación).',
    off: 'Verificación en dos pasos desactivada.',
    enable: 'Activar la verificación en dos pasos',
    scan: 'Escanee este código QR con su aplicación (Google Authenticator, 1Password, Authy…) o escriba la clave:',
    qrAlt: 'Código QR para escanear con su aplicación de autenticación',
    secret: 'Clave',
    code: 'Código de 6 dígitos',
    confirm: 'Activar',
    recoveryTitle: 'Sus códigos de recuperación',
    recoveryIntro:
      'Guárdelos en un lugar seguro: cada uno permite iniciar sesión una vez si pierde su teléfono. No se volverán a mostrar.',
    done: 'He guardado mis códigos',
    disable: 'Desactivar',
    disableCode: 'Código de la aplicación o de recuperación',
  },
};

import type { OwnerReturnTermsTexts } from './fr.ts';

export const returnTermsEs: OwnerReturnTermsTexts = {
  app: {
    returnTerms: {
      section: 'Devolución del vehículo',
      own: 'Condiciones de devolución propias de este vehículo',
      categoryDefaults: 'Condiciones por defecto de la plataforma para la categoría «%{category}»:',
      chooseCategory:
        'Elija la categoría: sus condiciones por defecto se aplican mientras no fije las suyas.',
      unlimited: 'Kilometraje ilimitado',
      includedKmPerDay: 'Kilómetros incluidos por día',
      extraKmCents: 'Precio por km adicional (€)',
      refuelFeeCents: 'Cargo por repostaje (€)',
      lateFeePerHourCents: 'Cargo por retraso por hora empezada (€)',
      kmBounds: 'Un número entero de 1 a %{max}',
      feeBounds: 'Un importe de 0 a %{max} €, al céntimo',
      shownDefault: '%{terms} (valores por defecto de la categoría)',
      frozen: 'Condiciones de devolución de la reserva',
      frozenNone: 'Reservado antes de las condiciones de devolución: no se fijó ninguna.',
    },
  },
};

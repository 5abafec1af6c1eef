import type { Car } from '@grandtour/shared';

/** schema.org Car with its daily rental offer, for search engines' rich results. */
export function carStructuredData(car: Car, pageUrl: string, description: string) {
  const reviewCount = car.reviewCount;
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: `${car.brand} ${car.model}`,
    brand: { '@type': 'Brand', name: car.brand },
    model: car.model,
    vehicleModelDate: String(car.year),
    description,
    url: pageUrl,
    image: car.images.map((image) => new URL(image, pageUrl).toString()),
    color: car.colour,
    fuelType: car.fuelType,
    vehicleTransmission: car.transmission,
    seatingCapacity: car.seats,
    vehicleEngine: {
      '@type': 'EngineSpecification',
      enginePower: { '@type': 'QuantitativeValue', value: car.horsepower, unitCode: 'BHP' },
    },
    speed: { '@type': 'QuantitativeValue', maxValue: car.topSpeed, unitCode: 'KMH' },
    ...(reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: car.rating,
            reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      priceCurrency: 'EUR',
      price: car.dailyPrice,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: car.dailyPrice,
        priceCurrency: 'EUR',
        unitCode: 'DAY',
      },
      availability: car.isAvailable ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      areaServed: { '@type': 'City', name: car.location },
      seller: { '@type': 'Organization', name: car.companyName ?? car.ownerName },
    },
  };
}

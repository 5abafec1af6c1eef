import { describe, expect, it } from 'vitest';
import { checkDeliveryArea } from '@grandtour/shared';
import { postcodeCentre } from './postcode-centroids.ts';

describe('the French postcode table (decision 56)', () => {
  it('knows the postcodes of the fleet’s cities, and Monaco’s, near their centres', () => {
    for (const [postcode, city] of [
      ['75008', 'Paris'],
      ['06000', 'Nice'],
      ['06400', 'Cannes'],
      ['98000', 'Monaco'],
      ['83990', 'Saint-Tropez'],
      ['69002', 'Lyon'],
      ['13001', 'Marseille'],
      ['33000', 'Bordeaux'],
      ['31000', 'Toulouse'],
      ['67000', 'Strasbourg'],
      ['59800', 'Lille'],
      ['44000', 'Nantes'],
    ] as const) {
      const centre = postcodeCentre(postcode);
      expect(centre, postcode).toBeDefined();
      expect(checkDeliveryArea(centre, { location: city, deliveryRadiusKm: 10 }).ok, postcode).toBe(true);
    }
  });

  it('knows a village’s postcode too, and no postcode that does not exist', () => {
    expect(postcodeCentre('06330')).toBeDefined(); // Roquefort-les-Pins, 1 commune under the GeoNames threshold
    expect(postcodeCentre('00000')).toBeUndefined();
    expect(postcodeCentre('99999')).toBeUndefined();
  });

  it('puts Antibes within 30 km of Nice and Marseille outside', () => {
    const nice = { location: 'Nice' as const, deliveryRadiusKm: 30 };
    expect(checkDeliveryArea(postcodeCentre('06600'), nice).ok).toBe(true);
    expect(checkDeliveryArea(postcodeCentre('13001'), nice)).toMatchObject({
      ok: false,
      code: 'delivery_out_of_range',
    });
  });
});

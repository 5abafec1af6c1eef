import type { LatLon } from '@grandtour/shared';
import { POSTCODE_CENTROIDS } from './postcode-centroids.data.ts';

let centroids: Map<string, LatLon> | undefined;

/** The centre of a French postcode's communes (decision 56), or undefined for one that does not exist. */
export function postcodeCentre(postcode: string): LatLon | undefined {
  centroids ??= new Map(
    POSTCODE_CENTROIDS.split('\n').map((line) => {
      const [code, lat, lon] = line.split(' ');
      return [code!, { lat: Number(lat) / 100, lon: Number(lon) / 100 }];
    }),
  );
  return centroids.get(postcode.trim());
}

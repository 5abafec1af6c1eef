import { bookingStreamName, type BookingEvent } from '@grandtour/commands';
import { verifyHandovers } from '../handovers/verify-handovers.ts';
import { selectObjectStore } from '../runtime.ts';
import { USAGE_ERROR, type OpsCommand } from './ops-context.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `npm run ops -- handovers verify <booking>`: every photo and signature hashed again, every seal recomputed. */
export const handoversCommand: OpsCommand = {
  usage: [
    'handovers verify <booking id>      reads back every handover photo and signature, checks their SHA-256 and the seals',
  ],
  async run([command, bookingId, ...rest], open, { print }) {
    if (command !== 'verify' || !bookingId || rest.length > 0) return USAGE_ERROR;
    if (!UUID.test(bookingId)) {
      print(`Not a booking id: ${bookingId}`);
      return USAGE_ERROR;
    }
    const { config, store } = await open();
    const { events } = await store.readStream<BookingEvent>(bookingStreamName(bookingId));
    if (events.length === 0) {
      print(`No booking ${bookingId}`);
      return 1;
    }
    const { objectsChecked, sealsChecked, mismatches } = await verifyHandovers(
      events,
      selectObjectStore(config),
    );
    for (const { phase, item, expected, found } of mismatches)
      print(`MISMATCH  ${phase}  ${item}  expected ${expected}  found ${found}`);
    if (mismatches.length > 0) {
      print(`${mismatches.length} mismatch(es) in the handover reports of booking ${bookingId}`);
      return 1;
    }
    print(
      `Booking ${bookingId}: ${objectsChecked} object(s) and ${sealsChecked} seal(s) verified, no mismatch`,
    );
    return 0;
  },
};

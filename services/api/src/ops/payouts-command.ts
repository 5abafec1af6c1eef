import { createPayoutWorkflow, type PayOutcome } from '@grandtour/commands';
import { selectPaymentProviders } from '@grandtour/payments';
import { createPayoutQueries } from '@grandtour/projections';
import { formatEuroCents } from '@grandtour/shared';
import { USAGE_ERROR, type OpsCommand } from './ops-context.ts';

const eur = (cents: number) => formatEuroCents(cents, 'fr-FR').replace(/\s/g, ' ');

/** `npm run ops -- payouts failed|retry`: the owners' payouts whose retries are spent, and sending them again. */
export const payoutsCommand: OpsCommand = {
  usage: [
    'payouts failed                    payouts whose transfer failed for good, with booking, owner and last error',
    'payouts retry <payout id>|--all   sends a failed payout (or all of them) again, once',
  ],
  async run([command, target, ...rest], open, { print }) {
    if (command === 'failed' ? target !== undefined : command !== 'retry' || !target || rest.length > 0)
      return USAGE_ERROR;
    const { config, database, store, clock } = await open();
    const payouts = createPayoutQueries(database.pool);
    const failed = await payouts.failedPayouts();
    if (command === 'failed') {
      print(`${failed.length} payout(s) failed for good`);
      for (const payout of failed)
        print(
          `  ${payout.payoutId}  booking ${payout.bookingId}  owner ${payout.ownerId}  ${eur(payout.netCents)}  attempts ${payout.attempts}  ${payout.updatedAt.toISOString()}\n    ${payout.lastError ?? ''}`,
        );
      return failed.length > 0 ? 1 : 0;
    }
    const chosen = target === '--all' ? failed : failed.filter((payout) => payout.payoutId === target);
    if (chosen.length === 0) {
      print(target === '--all' ? 'No failed payout to retry' : `No failed payout named ${target}`);
      return 1;
    }
    const { payouts: provider } = selectPaymentProviders(config, database.pool, { clock });
    const workflow = createPayoutWorkflow({ store, provider, clock });
    const outcomes: PayOutcome[] = [];
    for (const payout of chosen) {
      const outcome = await workflow.pay(payout.bookingId, { operatorRetry: true });
      outcomes.push(outcome);
      print(`  ${payout.payoutId}  booking ${payout.bookingId}  ${outcome}`);
    }
    const paid = outcomes.filter((outcome) => outcome === 'paid' || outcome === 'already_paid').length;
    print(`${paid} of ${chosen.length} payout(s) sent`);
    return paid === chosen.length ? 0 : 1;
  },
};

import type pg from 'pg';
import { guestSubjectsByEmail } from '../subjects-by-email.ts';

/** Who an export is for: an account and the guest identities it absorbed, or a guest's identities found by address. */
export interface DataSubjectSet {
  accountId: string | null;
  /** `guest:{uuid}` */
  guestIds: string[];
  /** The address a guest's link went to: what was sent to it outside a booking (contact acknowledgements). */
  guestEmail: string | null;
}

type Row = Record<string, unknown>;

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const camelRows = (rows: Row[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [camel(key), value])));

/** Every id the read models file the person's own records under: the account's id and each guest identity. */
const userIdsOf = (subjects: DataSubjectSet) => [
  ...(subjects.accountId ? [subjects.accountId] : []),
  ...subjects.guestIds,
];
const subjectsOf = (subjects: DataSubjectSet) => [
  ...(subjects.accountId ? [`user:${subjects.accountId}`] : []),
  ...subjects.guestIds,
];

/**
 * The read models' rows about one person, as they are now (an erased value reads `ERASED`). Each query names its
 * columns, so a column added later is not exported until someone decides it belongs to the person.
 */
export function createPersonDataQueries(pool: pg.Pool) {
  const rows = async (text: string, values: unknown[]) => camelRows((await pool.query(text, values)).rows);

  return {
    /** The account, without its password hash (2FA secrets are not in the read models). */
    async profile(accountId: string) {
      const [profile] = await rows(
        `SELECT id, username, email, first_name, last_name, phone, user_type, address, city, country, zip_code,
                language, date_of_birth::text, driving_license_number, created_at
           FROM users WHERE id = $1::uuid`,
        [accountId],
      );
      return profile ?? null;
    },

    /** Guest identities merged into the account when it signed in (decision 99). */
    async mergedGuests(accountId: string): Promise<string[]> {
      const { rows: merged } = await pool.query<{ subject: string }>(
        `SELECT subject FROM personal_data_keys WHERE merged_into = $1 AND subject LIKE 'guest:%'`,
        [`user:${accountId}`],
      );
      return merged.map((row) => row.subject);
    },

    /** Guest identities whose bookings or conversations carry this address (a guest's download link). */
    guestsByEmail: (email: string) => guestSubjectsByEmail(pool, email),

    /** The latest message sent from the address through the contact form, if any (a guest may have written only that). */
    async contactMessageFrom(email: string): Promise<string | null> {
      const { rows: found } = await pool.query<{ id: string }>(
        `SELECT payload->'contact'->>'messageId' AS id FROM notification_deliveries
          WHERE template = 'contact-acknowledgement' AND lower(payload->'contact'->>'email') = $1
          ORDER BY created_at DESC LIMIT 1`,
        [email.toLowerCase()],
      );
      return found[0]?.id ?? null;
    },

    /** The person's bookings as a customer: customer and driver details, places, quote and status. */
    async bookings(subjects: DataSubjectSet) {
      return rows(
        `SELECT id, car_id, car_brand, car_model, start_date, end_date, days, pickup_location, dropoff_location,
                pickup_address, dropoff_address, delivery_address, customer_info, driver, driver_requirements,
                return_terms, additional_services, language, daily_price_cents, rental_cents, delivery_cents,
                service_fee_cents, total_cents, deposit_cents, status, payment_status, request_status,
                request_decline_message, confirmed_at, cancellation_date, cancellation_reason, created_at, updated_at
           FROM bookings WHERE user_id = ANY($1::text[]) ORDER BY created_at`,
        [userIdsOf(subjects)],
      );
    },

    /** Payments, refunds, deposits, claims and receipts of the person's bookings; owners' transfers are not theirs. */
    async payments(subjects: DataSubjectSet) {
      const ids = userIdsOf(subjects);
      const [payments, deposits, claims, receipts, movements] = await Promise.all([
        rows(
          `SELECT id AS booking_id, payment_method, payment_provider, payment_intent_id, payment_id, paid_cents,
                  total_cents, cancellation_fee_cents, refund_due_cents, refunded_cents, payment_status
             FROM bookings WHERE user_id = ANY($1::text[]) ORDER BY created_at`,
          [ids],
        ),
        rows(
          `SELECT d.booking_id, d.status, d.amount_cents, d.provider, d.method, d.hold_id, d.held_at, d.expires_at,
                  d.failure_message, d.failed_at, d.captured_cents, d.released_at
             FROM booking_deposits d JOIN bookings b ON b.id = d.booking_id
            WHERE b.user_id = ANY($1::text[]) ORDER BY d.booking_id`,
          [ids],
        ),
        rows(
          `SELECT claim_id, booking_id, status, amount_cents, description, photos, opened_at, respond_by,
                  contest_message, contest_photos, answered_at, escalated_at, decision_note, decided_at,
                  agreed_cents, captured_cents, excess_cents, excess, settled_at, withdrawn_at
             FROM claims WHERE customer_id = ANY($1::text[]) ORDER BY opened_at`,
          [ids],
        ),
        rows(
          `SELECT r.booking_id, r.number, r.issued_at FROM receipts r JOIN bookings b ON b.id = r.booking_id
            WHERE b.user_id = ANY($1::text[]) ORDER BY r.issued_at`,
          [ids],
        ),
        rows(
          `SELECT l.booking_id, l.event_type, l.amount_cents, l.provider, l.provider_ref, l.movement, l.at
             FROM ledger_entries l JOIN bookings b ON b.id = l.booking_id
            WHERE b.user_id = ANY($1::text[]) AND l.movement IN ('charge', 'refund', 'hold', 'capture', 'release')
            ORDER BY l.at, l.line`,
          [ids],
        ),
      ]);
      return { payments, movements, deposits, claims, receipts };
    },

    /** The handover reports of the person's rentals (readings, damages, photos and signatures by key), without the
     * signing code's hash, which proves nothing to the person and helps nobody guess it. */
    async handovers(subjects: DataSubjectSet) {
      const found = await rows(
        `SELECT h.booking_id, h.phase, h.report FROM handover_reports h JOIN bookings b ON b.id = h.booking_id
          WHERE b.user_id = ANY($1::text[]) ORDER BY h.booking_id, h.phase`,
        [userIdsOf(subjects)],
      );
      return found.map(({ report, ...handover }) => {
        const { code: _code, ...kept } = report as Record<string, unknown>;
        return { ...handover, report: kept };
      });
    },

    /** The person's conversations as a customer, with all their messages (photos by file name). */
    async customerConversations(subjects: DataSubjectSet) {
      return conversations(
        `SELECT conversation_id, kind, booking_id, car_id, car_name, owner_name, customer_name, guest_email,
                language, started_at, reported_at
           FROM conversations WHERE customer_key = ANY($1::text[]) ORDER BY started_at`,
        subjectsOf(subjects),
      );
    },

    /** An owner's conversations with their customers: what the owner sees of them in the back office. */
    async ownerConversations(accountId: string) {
      return conversations(
        `SELECT conversation_id, kind, booking_id, car_id, car_name, owner_name, customer_name, language,
                started_at, reported_at
           FROM conversations WHERE owner_id = $1 ORDER BY started_at`,
        accountId,
      );
    },

    /** Reviews the person wrote, with the owner's reply. */
    async reviews(subjects: DataSubjectSet) {
      return rows(
        `SELECT id, car_id, booking_id, user_name, location, rating, comment, language, created_at, owner_reply,
                owner_replied_at
           FROM reviews WHERE user_id = ANY($1::text[]) ORDER BY created_at`,
        [userIdsOf(subjects)],
      );
    },

    /** An owner's replies to reviews of their cars (the reviews themselves are public on the car's page). */
    async ownerReplies(accountId: string) {
      return rows(
        `SELECT r.id AS review_id, r.car_id, r.owner_reply, r.owner_replied_at
           FROM reviews r JOIN cars c ON c.id = r.car_id
          WHERE c.owner_id = $1 AND r.owner_reply IS NOT NULL ORDER BY r.owner_replied_at`,
        [accountId],
      );
    },

    /** Where each identity's driver documents stand (the files themselves are added from the vault). */
    async driverVerifications(subjects: DataSubjectSet) {
      return rows(
        `SELECT user_id, status, documents, rejection_reason, rejection_note, decided_at, licence_expires_on,
                updated_at
           FROM driver_verifications WHERE user_id = ANY($1::text[])`,
        [userIdsOf(subjects)],
      );
    },

    /** E-mails sent to the person (the notifications read model), and to the guest's address outside a booking. */
    async emails(subjects: DataSubjectSet) {
      const ids = [
        ...userIdsOf(subjects),
        ...(subjects.guestEmail
          ? [`contact:${subjects.guestEmail}`, `subscriber:${subjects.guestEmail}`]
          : []),
      ];
      return rows(
        `SELECT id, type, title, message, booking_id, recipient, language, channels, sent_at
           FROM notifications WHERE user_id = ANY($1::text[]) ORDER BY sent_at`,
        [ids],
      );
    },

    async favourites(subjects: DataSubjectSet) {
      return rows(
        `SELECT f.car_id, c.brand, c.model, f.created_at FROM favourites f LEFT JOIN cars c ON c.id = f.car_id
          WHERE f.user_id = ANY($1::text[]) ORDER BY f.created_at`,
        [userIdsOf(subjects)],
      );
    },

    async subscriptions(subjects: DataSubjectSet) {
      return rows(
        `SELECT id, plan_id, plan_name, kind, price_cents, period, email, language, provider,
                provider_subscription_id, status, created_at, activated_at
           FROM subscriptions
          WHERE account_id = $1::uuid OR ($2::text IS NOT NULL AND account_id IS NULL AND lower(email) = $2)
          ORDER BY created_at`,
        [subjects.accountId, subjects.guestEmail?.toLowerCase() ?? null],
      );
    },

    /**
     * Messages sent through the contact form: kept only with their acknowledgement's delivery (the workers' memory),
     * by the account that sent them, or by the address a guest's link went to.
     */
    async contactMessages(subjects: DataSubjectSet) {
      const { rows: found } = await pool.query<{ contact: Row }>(
        `SELECT payload->'contact' AS contact FROM notification_deliveries
          WHERE template = 'contact-acknowledgement'
            AND (payload->'contact'->>'senderId' = $1 OR lower(payload->'contact'->>'email') = $2)
          ORDER BY created_at`,
        [subjects.accountId, subjects.guestEmail?.toLowerCase() ?? null],
      );
      return found.map(({ contact }) => contact);
    },

    /** Reads of the person's data by others (decision 99). */
    async accessLog(subjects: DataSubjectSet) {
      return rows(
        `SELECT subject, accessor_id, accessor_role, what, reference, reason, at
           FROM personal_data_accesses WHERE subject = ANY($1::text[]) ORDER BY at`,
        [subjectsOf(subjects)],
      );
    },

    /** An owner's listings, payouts and payout account (its provider's id, never bank details). */
    async ownerRecords(accountId: string) {
      const [cars, payouts, payoutAccounts, bookingsReceived] = await Promise.all([
        rows(
          `SELECT id, brand, model, year, category, location, address, daily_price_cents, deposit_cents,
                  description, features, images, is_listed, created_at
             FROM cars WHERE owner_id = $1 ORDER BY created_at`,
          [accountId],
        ),
        rows(
          `SELECT payout_id, booking_id, gross_cents, commission_cents, net_cents, damages_cents,
                  commission_rate_bps, status, due_at, provider, account_id, transfer_id, paid_at, scheduled_at
             FROM payouts WHERE owner_id = $1 ORDER BY scheduled_at`,
          [accountId],
        ),
        rows(
          `SELECT provider, account_id, details_submitted, payouts_enabled, connected_at, changed_at
             FROM payout_accounts WHERE owner_id = $1`,
          [accountId],
        ),
        rows(
          `SELECT id, car_id, car_brand, car_model, start_date, end_date, status, total_cents, owner_payout_cents,
                  commission_rate_bps, confirmed_at, created_at
             FROM bookings WHERE owner_id = $1 ORDER BY created_at`,
          [accountId],
        ),
      ]);
      return { cars, payouts, payoutAccounts, bookingsReceived };
    },
  };

  async function conversations(text: string, key: string | string[]) {
    const threads = await rows(text, [key]);
    const ids = threads.map((thread) => thread.conversationId as string);
    const messages = await rows(
      `SELECT message_id, conversation_id, seq, author, text, masked, photos, posted_at
         FROM conversation_messages WHERE conversation_id = ANY($1::uuid[]) ORDER BY conversation_id, seq`,
      [ids],
    );
    return threads.map((thread) => ({
      ...thread,
      messages: messages.filter((message) => message.conversationId === thread.conversationId),
    }));
  }
}
export type PersonDataQueries = ReturnType<typeof createPersonDataQueries>;

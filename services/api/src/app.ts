import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type {
  BookingWorkflow,
  RequestWorkflow,
  CardDepositHolds,
  CardPaymentProvider,
  DepositWorkflow,
  ClaimWorkflow,
  ConversationWorkflow,
  OwnerPhotoLimits,
  PayPalDepositHolds,
  PayPalProvider,
  PayoutProvider,
  SubscriptionCheckouts,
} from '@grandtour/commands';
import type { EventStore } from '@grandtour/event-store';
import type {
  AccountQueries,
  AvailabilityQueries,
  BookingQueries,
  CarSearch,
  CatalogueQueries,
  DepositQueries,
  ClaimQueries,
  ConversationQueries,
  FavouriteQueries,
  SubscriptionQueries,
  OwnerQueries,
  ReviewQueries,
  SimilarCarQueries,
} from '@grandtour/projections';
import {
  createDriverVerificationQueries,
  createOwnerPayoutQueries,
  createOwnerStatementQueries,
} from '@grandtour/projections';
import type { Receipts } from '@grandtour/workers';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { mediaRoutes } from './routes/media/media.routes.ts';
import { createPhotoReferences } from './media/photo-references.ts';
import { createPhotoStore } from './media/photo-store.ts';
import { ownerApi } from './plugins/owner-api.ts';
import { calendarFeedsRoutes } from './routes/calendar-feeds/calendar-feeds.routes.ts';
import { ownerBookingsRoutes } from './routes/owner/owner-bookings.routes.ts';
import { ownerDepositRoutes } from './routes/owner/owner-deposit.routes.ts';
import { handoverReportsRoutes } from './routes/handovers/handover-sides.routes.ts';
import { ownerCalendarFeedRoutes } from './routes/owner/owner-calendar-feed.routes.ts';
import { ownerCalendarRoutes } from './routes/owner/owner-calendar.routes.ts';
import { ownerCarsRoutes } from './routes/owner/owner-cars.routes.ts';
import { ownerDashboardRoutes } from './routes/owner/owner-dashboard.routes.ts';
import {
  demoOnboardingRedirect,
  payoutAccountRoutes,
  statementRoutes,
} from './routes/owner/payout-account.routes.ts';
import { ownerPhotosRoutes } from './routes/owner/owner-photos.routes.ts';
import { contentSecurityPolicy } from './plugins/content-security-policy.ts';
import { errorHandler, sendError } from './plugins/error-handler.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { rateLimits, type RateLimits } from './plugins/rate-limits.ts';
import { storableText } from './plugins/storable-text.ts';
import { jsonBodies } from './plugins/json-bodies.ts';
import { identity } from './plugins/identity.ts';
import { idempotency } from './plugins/idempotency.ts';
import { sameOriginWrites } from './plugins/same-origin-writes.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { liveStreams } from './live/live-streams-plugin.ts';
import { singlePageApps } from './plugins/single-page-apps.ts';
import { requestTraces } from './plugins/request-traces.ts';
import { tracingActive } from '@grandtour/platform/tracing';
import { accountRoutes } from './routes/accounts/account.routes.ts';
import { createSecondFactor } from './routes/accounts/second-factor.ts';
import { twoFactorRoutes } from './routes/accounts/two-factor.routes.ts';
import { createSignInGuard } from './routes/accounts/sign-in-guard.ts';
import {
  createEnvelope,
  createErasureConfirmationTokens,
  createExportLinkTokens,
  createSealedBox,
  type MessageBus,
  type ObjectStore,
} from '@grandtour/platform';
import type { SignInLimitPolicy } from './routes/accounts/sign-in-limit.ts';
import { bookingChangesRoutes } from './routes/bookings/booking-changes.routes.ts';
import { bookingDetailsRoutes } from './routes/bookings/booking-details.routes.ts';
import { bookingDepositRoutes } from './routes/bookings/booking-deposit.routes.ts';
import { bookingsRoutes } from './routes/bookings/bookings.routes.ts';
import { contactRoutes } from './routes/contact/contact.routes.ts';
import { devOutboxRoutes } from './routes/dev/dev-outbox.routes.ts';
import { devClockRoutes } from './routes/dev/dev-clock.routes.ts';
import { reviewsRoutes } from './routes/reviews/reviews.routes.ts';
import { similarCarsRoutes } from './routes/catalogue/similar-cars.routes.ts';
import { carAvailabilityRoutes } from './routes/catalogue/car-availability.routes.ts';
import { ownerReviewsRoutes } from './routes/owner/owner-reviews.routes.ts';
import type { AdjustableClock } from './routes/dev/adjustable-clock.ts';
import { searchEnginesRoutes } from './routes/search-engines/search-engines.routes.ts';
import { cardPaymentsRoutes } from './routes/payments/card-payments.routes.ts';
import { catalogueRoutes } from './routes/catalogue/catalogue.routes.ts';
import { favouritesRoutes } from './routes/favourites/favourites.routes.ts';
import { healthRoutes } from './routes/health/health.routes.ts';
import { localeRoutes } from './routes/locale/locale.routes.ts';
import { privacyRoutes } from './routes/privacy/privacy.routes.ts';
import { paypalRoutes } from './routes/payments/paypal.routes.ts';
import { depositPayPalRoutes } from './routes/bookings/deposit-paypal.routes.ts';
import { subscriptionsRoutes } from './routes/subscriptions/subscriptions.routes.ts';
import { webhooksRoutes } from './routes/webhooks/webhooks.routes.ts';
import { adminRoutes } from './routes/admin/admin.routes.ts';
import { adminApi } from './plugins/admin-api.ts';
import { requestMetrics, type RequestDurations } from './plugins/request-metrics.ts';
import { claimDriverDocuments } from './driver-documents/document-claim.ts';
import { claimGuestConversations } from './conversations/claim-guest-conversations.ts';
import { createUploadAttempts } from './media/upload-attempts.ts';
import { createDocumentVault } from './driver-documents/document-vault.ts';
import { driverDocumentsRoutes } from './routes/driver-documents/driver-documents.routes.ts';
import { ownerBookingRequestsRoutes } from './routes/owner/owner-booking-requests.routes.ts';
import { ownerDriverDocumentsRoutes } from './routes/owner/owner-driver-documents.routes.ts';
import { adminDriverDocumentsRoutes } from './routes/admin/admin-driver-documents.routes.ts';
import { adminPersonalDataRoutes } from './routes/admin/admin-personal-data.routes.ts';
import { accountErasureRoutes } from './routes/accounts/account-erasure.routes.ts';
import { adminClaimsRoutes } from './routes/admin/admin-claims.routes.ts';
import { bookingClaimsRoutes } from './routes/bookings/booking-claims.routes.ts';
import { ownerClaimsRoutes } from './routes/owner/owner-claims.routes.ts';
import { adminConversationsRoutes } from './routes/admin/admin-conversations.routes.ts';
import { conversationsRoutes } from './routes/conversations/conversations.routes.ts';
import { ownerConversationsRoutes } from './routes/owner/owner-conversations.routes.ts';
import { createPersonDataQueries } from './personal-data/export/person-data-queries.ts';
import { dataExportRoutes } from './routes/privacy/data-export.routes.ts';
import { guestExportRoutes } from './routes/privacy/guest-export.routes.ts';

/** Archives of one's data each account may download per hour, and guests' link requests (issue 25). */
const DATA_EXPORTS_PER_HOUR = 5;
const EXPORT_LINKS_PER_ADDRESS_PER_HOUR = 3;
const GUEST_EXPORT_REQUESTS_PER_VISITOR_PER_HOUR = 20;

export interface AppDependencies {
  pool: pg.Pool;
  store: EventStore;
  /** The event log is PostgreSQL's own (not EVENTSTORE_URL): what the operators' figures are computed from. */
  logInPostgres: boolean;
  queries: CatalogueQueries;
  searchCars: CarSearch;
  favourites: FavouriteQueries;
  bookings: BookingQueries;
  availability: AvailabilityQueries;
  accounts: AccountQueries;
  owner: OwnerQueries;
  reviews: ReviewQueries;
  similarCars: SimilarCarQueries;
  /** The movable clock of test runs (ADJUSTABLE_CLOCK, never in production): /api/dev/clock. */
  devClock?: { clock: AdjustableClock; onMoved: () => Promise<Record<string, number>> };
  /** Where owners' photos are kept (`DATA_DIR/media`). */
  mediaDir: string;
  /** Evidence kept as objects: handover photos, signatures, estimates (decision 87). */
  objects: ObjectStore;
  /** The key handover signing codes are peppered with before they are hashed into events (decision 89). */
  handoverCodeKey: string;
  /** Handover photos and signatures one party may send per hour to this node (each is decoded). */
  handoverUploadsPerHour: number;
  /** Photos in messages one party may send per hour to this node (each is decoded). */
  messagePhotosPerHour: number;
  /** What one owner's photos may weigh and how many they may upload per hour (decision 52). */
  photoLimits: OwnerPhotoLimits;
  /** The site's public address, for absolute links. */
  publicUrl: string;
  /** The local outbox's database, when e-mails go there (no SMTP_URL) outside production: /api/dev/outbox. */
  outbox?: pg.Pool;
  workflow: BookingWorkflow;
  /** Requests to book (decision 85): the authorisation recorded, the owner's answer. */
  requests: RequestWorkflow;
  /** Booking receipts: numbers from the register, PDFs in the booking's language. */
  receipts: Receipts;
  payments: { card: CardPaymentProvider; paypal: PayPalProvider };
  /** The car's deposit (decision 68): its steps, its read model and the card holds' provider. */
  deposits: {
    workflow: DepositWorkflow;
    queries: DepositQueries;
    card: CardDepositHolds;
    /** Deposits held with PayPal (decision 68): PayPal when configured, the demo provider otherwise. */
    paypal: PayPalDepositHolds;
  };
  /** Damage claims on the deposit (issue 23): their life cycle and their read model. */
  claims: { workflow: ClaimWorkflow; queries: ClaimQueries };
  /** Conversations between customers and owners (issue 24): their commands and read models. */
  conversations: { workflow: ConversationWorkflow; queries: ConversationQueries };
  /** Wakes the live streams of every node (decision 95). */
  messageBus: MessageBus;
  /** Prepared statements by name: on a real server, not on PGlite's one shared session. */
  namedStatements: boolean;
  subscriptions: SubscriptionQueries;
  subscriptionCheckouts: SubscriptionCheckouts;
  rateLimits: RateLimits;
  /** Wrong passwords per account, across addresses and nodes (decision 51). */
  signInLimit: SignInLimitPolicy;
  /** How many proxies in front of the API to trust for the visitor's address. */
  trustedProxyHops: number;
  holdMinutes: number;
  cookieSecret: string;
  /** Seals the second factors' secrets (decision 75). */
  twoFactorKey: string;
  /** Wraps the keys of the drivers' documents (DOCUMENTS_KEY, 32 bytes; decision 84). */
  documentsKey: Buffer;
  /** Days the drivers' documents are kept after their last rental (DOCUMENT_RETENTION_DAYS). */
  documentRetentionDays: number;
  /** Days a contact-form message is kept after it was received (CONTACT_MESSAGE_RETENTION_DAYS). */
  contactMessageRetentionDays: number;
  /** Days a guest who never booked is kept after their last activity (GUEST_DATA_RETENTION_DAYS). */
  guestDataRetentionDays: number;
  /** Where owners' payout accounts are opened (Stripe Connect, or the demo provider). */
  payoutProvider: PayoutProvider;
  clock: () => Date;
  production: boolean;
  logLevel?: string;
  /** The trusted proxy's country header (lower case), if one is configured. */
  countryHeader?: string;
  /** Live streams this process keeps open at once (LIVE_STREAMS_MAX; decision 95). */
  liveStreamsMax?: number;
  /** Each answer's duration goes here when metrics are on (METRICS_PORT; decision 101). */
  requestDurations?: RequestDurations | undefined;
}

/** External plugins, then app plugins, then routes (fastify/demo's order). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.logLevel ?? 'warn' },
    bodyLimit: 64 * 1024,
    // The nearest N addresses in X-Forwarded-For are our proxies; the one before them is the visitor.
    trustProxy: (_address: string, hop: number) => hop < deps.trustedProxyHops,
    // A path Fastify cannot decode (`/api/cars/%ED%A0%80`) or a parameter too long for a route is refused like any
    // invalid input, in the caller's language.
    frameworkErrors: (error, request, reply) => {
      const status = { FST_ERR_BAD_URL: 400, FST_ERR_MAX_PARAM_LENGTH: 414 }[error.code];
      return status
        ? sendError(reply, request, status, 'validation_failed', [{ field: 'path', message: error.message }])
        : sendError(reply, request, 500, 'internal_error');
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (tracingActive()) await app.register(requestTraces);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(app.log));
  if (deps.requestDurations) await app.register(requestMetrics, { durations: deps.requestDurations });

  await app.register(securityHeaders, {
    hsts: deps.production,
    contentSecurityPolicy: {
      directives: contentSecurityPolicy({
        stripe: deps.payments.card.name === 'stripe',
        paypal: deps.payments.paypal.name === 'paypal',
        production: deps.production,
      }),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Before compression, so that it keeps the answers it stores as plain JSON text.
  await app.register(idempotency, { pool: deps.pool });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Photos only (POST /api/owner/photos); every limit is set again by the route.
  await app.register(liveStreams, { maxStreams: deps.liveStreamsMax ?? 5000 });
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 5, parts: 6 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Grand Tour API',
        description: 'Luxury and exotic car rental marketplace',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  // The documentation page lives under the site's own CSP (scripts from 'self' only).
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(errorHandler);
  await app.register(jsonBodies);
  await app.register(storableText);
  await app.register(sameOriginWrites);
  await app.register(identity, {
    secret: deps.cookieSecret,
    secure: deps.production,
    accounts: deps.accounts,
  });
  await app.register(ownerApi);
  await app.register(adminApi);
  await app.register(rateLimits, deps.rateLimits);
  await app.register(singlePageApps, {
    carImage: async (carId) => (await deps.queries.findCar(carId))?.images[0],
    countryHeader: deps.countryHeader,
    publicUrl: deps.publicUrl,
  });

  await app.register(healthRoutes, { pool: deps.pool });
  const signInGuard = createSignInGuard({ pool: deps.pool, store: deps.store, policy: deps.signInLimit });
  const box = createSealedBox(deps.twoFactorKey);
  const secondFactor = createSecondFactor({
    store: deps.store,
    pool: deps.pool,
    box,
    guard: signInGuard,
    clock: deps.clock,
  });
  const driverDocuments = {
    store: deps.store,
    vault: createDocumentVault(deps.pool, createEnvelope(deps.documentsKey)),
    verifications: createDriverVerificationQueries(deps.pool),
    clock: deps.clock,
  };
  await app.register(accountRoutes, {
    store: deps.store,
    accounts: deps.accounts,
    bookings: deps.bookings,
    clock: deps.clock,
    signInGuard,
    secureCookies: deps.production,
    secondFactor,
    alsoClaim: [
      (guestId, userId, now) => claimDriverDocuments(driverDocuments, guestId, userId, now),
      (guestId, userId) => claimGuestConversations(deps.conversations, guestId, userId),
    ],
  });
  await app.register(twoFactorRoutes, { store: deps.store, box, secondFactor, clock: deps.clock });
  await app.register(contactRoutes, {
    store: deps.store,
    clock: deps.clock,
  });
  await app.register(localeRoutes, { countryHeader: deps.countryHeader });
  await app.register(privacyRoutes, {
    retention: {
      driverDocumentDays: deps.documentRetentionDays,
      contactMessageDays: deps.contactMessageRetentionDays,
      guestDataDays: deps.guestDataRetentionDays,
    },
  });
  await app.register(catalogueRoutes, { queries: deps.queries, searchCars: deps.searchCars });
  await app.register(similarCarsRoutes, { catalogue: deps.queries, similarCars: deps.similarCars });
  await app.register(carAvailabilityRoutes, {
    catalogue: deps.queries,
    availability: deps.availability,
    clock: deps.clock,
  });
  await app.register(reviewsRoutes, { store: deps.store, reviews: deps.reviews, clock: deps.clock });
  await app.register(favouritesRoutes, {
    store: deps.store,
    catalogue: deps.queries,
    favourites: deps.favourites,
    clock: deps.clock,
  });
  const { card, paypal } = deps.payments;
  const payment = {
    workflow: deps.workflow,
    requests: deps.requests,
    bookings: deps.bookings,
    clock: deps.clock,
  };
  await app.register(bookingsRoutes, {
    ...payment,
    catalogue: deps.queries,
    availability: deps.availability,
    subscriptions: deps.subscriptions,
    holdMinutes: deps.holdMinutes,
  });
  await app.register(bookingDetailsRoutes, {
    bookings: deps.bookings,
    receipts: deps.receipts,
    deposits: deps.deposits.queries,
    clock: deps.clock,
  });
  await app.register(bookingDepositRoutes, {
    bookings: deps.bookings,
    deposits: deps.deposits,
    publishableKey: deps.deposits.card.name === 'stripe' ? card.publishableKey : null,
  });
  await app.register(bookingChangesRoutes, {
    ...payment,
    catalogue: deps.queries,
    availability: deps.availability,
  });
  await app.register(cardPaymentsRoutes, { ...payment, card, paypal });
  await app.register(paypalRoutes, { ...payment, paypal });
  await app.register(depositPayPalRoutes, {
    bookings: deps.bookings,
    deposits: deps.deposits,
  });
  await app.register(webhooksRoutes, {
    workflow: deps.workflow,
    requests: deps.requests,
    card,
    paypal,
    subscriptions: deps.subscriptionCheckouts,
    store: deps.store,
    clock: deps.clock,
  });
  await app.register(subscriptionsRoutes, {
    store: deps.store,
    subscriptions: deps.subscriptions,
    checkouts: deps.subscriptionCheckouts,
    clock: deps.clock,
    publicUrl: deps.publicUrl,
  });
  const photos = createPhotoStore(deps.mediaDir);
  await app.register(mediaRoutes, { photos });
  const owner = deps.owner;
  await app.register(ownerCarsRoutes, { store: deps.store, owner, photos, clock: deps.clock });
  await app.register(ownerPhotosRoutes, {
    store: deps.store,
    owner,
    photos,
    references: createPhotoReferences(deps.pool),
    limits: deps.photoLimits,
    clock: deps.clock,
  });
  await app.register(ownerBookingsRoutes, { owner, deposits: deps.deposits.queries });
  await app.register(ownerBookingRequestsRoutes, {
    owner,
    deposits: deps.deposits.queries,
    requests: deps.requests,
  });
  await app.register(ownerDepositRoutes, { owner, deposits: deps.deposits });
  await app.register(handoverReportsRoutes, {
    codeKey: deps.handoverCodeKey,
    uploadsPerHour: deps.handoverUploadsPerHour,
    store: deps.store,
    pool: deps.pool,
    objects: deps.objects,
    owner,
    bookings: deps.bookings,
    clock: deps.clock,
  });
  await app.register(ownerReviewsRoutes, { store: deps.store, owner, clock: deps.clock });
  await app.register(ownerCalendarRoutes, { store: deps.store, owner, clock: deps.clock });
  await app.register(ownerDashboardRoutes, { owner, clock: deps.clock });
  await app.register(payoutAccountRoutes, {
    store: deps.store,
    provider: deps.payoutProvider,
    secondFactor,
    payouts: createOwnerPayoutQueries(deps.pool),
    publicUrl: deps.publicUrl,
    clock: deps.clock,
  });
  await app.register(demoOnboardingRedirect);
  await app.register(statementRoutes, { statements: createOwnerStatementQueries(deps.pool) });
  await app.register(ownerCalendarFeedRoutes, { owner, publicUrl: deps.publicUrl });
  await app.register(calendarFeedsRoutes, { owner, clock: deps.clock });
  await app.register(driverDocumentsRoutes, {
    ...driverDocuments,
    retentionDays: deps.documentRetentionDays,
  });
  await app.register(ownerDriverDocumentsRoutes, { ...driverDocuments, bookings: deps.bookings });
  await app.register(adminDriverDocumentsRoutes, driverDocuments);
  const claims = { claims: deps.claims, objects: deps.objects };
  await app.register(ownerClaimsRoutes, { ...claims, owner });
  await app.register(bookingClaimsRoutes, { ...claims, bookings: deps.bookings });
  await app.register(adminClaimsRoutes, { ...claims, store: deps.store, clock: deps.clock });
  const conversations = {
    conversations: deps.conversations,
    live: { bus: deps.messageBus, pool: deps.pool, named: deps.namedStatements },
    objects: deps.objects,
    bookings: deps.bookings,
    cars: deps.queries,
    photoAllowance: {
      perHour: deps.messagePhotosPerHour,
      attempts: createUploadAttempts(deps.messagePhotosPerHour),
    },
    clock: deps.clock,
  };
  await app.register(conversationsRoutes, { ...conversations, accounts: deps.accounts });
  await app.register(ownerConversationsRoutes, conversations);
  await app.register(adminConversationsRoutes, { ...conversations, store: deps.store });
  await app.register(adminRoutes, {
    pool: deps.pool,
    store: deps.store,
    logInPostgres: deps.logInPostgres,
    clock: deps.clock,
  });
  await app.register(adminPersonalDataRoutes, { pool: deps.pool, store: deps.store, clock: deps.clock });
  const dataExport = {
    queries: createPersonDataQueries(deps.pool),
    vault: driverDocuments.vault,
    objects: deps.objects,
    clock: deps.clock,
  };
  await app.register(dataExportRoutes, {
    ...dataExport,
    downloads: createUploadAttempts(DATA_EXPORTS_PER_HOUR),
  });
  await app.register(guestExportRoutes, {
    ...dataExport,
    store: deps.store,
    tokens: createExportLinkTokens(deps.cookieSecret),
    perAddress: createUploadAttempts(EXPORT_LINKS_PER_ADDRESS_PER_HOUR),
    perVisitor: createUploadAttempts(GUEST_EXPORT_REQUESTS_PER_VISITOR_PER_HOUR),
  });
  await app.register(accountErasureRoutes, {
    pool: deps.pool,
    store: deps.store,
    accounts: deps.accounts,
    tokens: createErasureConfirmationTokens(deps.cookieSecret),
    clock: deps.clock,
  });
  await app.register(searchEnginesRoutes, { catalogue: deps.queries, publicUrl: deps.publicUrl });
  if (deps.outbox) await app.register(devOutboxRoutes, { pool: deps.outbox });
  if (deps.devClock) await app.register(devClockRoutes, deps.devClock);
  return app;
}

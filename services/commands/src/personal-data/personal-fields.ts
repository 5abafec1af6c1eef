import type { PersonalDataRules, PersonalFieldGroup } from '@grandtour/shared';
import type { BookingEvent } from '../booking/booking.ts';
import type { CarEvent } from '../car/car.ts';
import type { CarScheduleEvent } from '../car-schedule/car-schedule-events.ts';
import type { ContactEvent } from '../contact/contact.ts';
import type { ConversationEvent } from '../conversation/conversation-events.ts';
import type { DriverDocumentsEvent } from '../driver/driver-documents.ts';
import type { FavouritesEvent } from '../favourites/favourites.ts';
import type { NotificationEvent } from '../notification/notification.ts';
import type { OwnerPhotosEvent } from '../owner-photos/owner-photos.ts';
import type { PayoutAccountEvent } from '../payout-account/payout-account-events.ts';
import type { PersonalDataEvent } from './personal-data-events.ts';
import type { ReviewEvent } from '../review/review.ts';
import type { SubscriptionEvent } from '../subscription/subscription.ts';
import type { TwoFactorEvent } from '../user/two-factor.ts';
import type { UserLockoutEvent } from '../user/user-lockout.ts';
import type { UserEvent } from '../user/user.ts';
import { contactSubject, customerSubject, subjectOfRecipientId, userSubject } from './data-subjects.ts';

/** Every event the log holds. A new aggregate's events join this union, and the map below must then classify them. */
export type LoggedEvent =
  | BookingEvent
  | CarEvent
  | CarScheduleEvent
  | ContactEvent
  | ConversationEvent
  | DriverDocumentsEvent
  | FavouritesEvent
  | NotificationEvent
  | OwnerPhotosEvent
  | PayoutAccountEvent
  | PersonalDataEvent
  | ReviewEvent
  | SubscriptionEvent
  | TwoFactorEvent
  | UserLockoutEvent
  | UserEvent;

type Fields<Type extends LoggedEvent['type']> = (
  data: Extract<LoggedEvent, { type: Type }>['data'],
) => PersonalFieldGroup[];

const NONE = () => [];

const DRIVER = [
  'driver.dateOfBirth?',
  'driver.licenceCountry',
  'driver.licenceNumber',
  'driver.licenceIssuedOn?',
  'driver.licenceExpiresOn?',
];

/**
 * The personal fields of each event and whose they are (decision 99). The compiler makes every event type say
 * something: NONE is a decision, not an omission. What is not here stays plain in the log: ids, amounts, dates of
 * the rental, the car, the provider's references.
 */
const PERSONAL_FIELDS: { [Type in LoggedEvent['type']]: Fields<Type> } = {
  UserRegistered: (data) => [
    {
      subject: userSubject(data.userId),
      paths: [
        'username',
        'email',
        'firstName',
        'lastName',
        'phone',
        'address',
        'city',
        'zipCode',
        'dateOfBirth?',
        'drivingLicenseNumber',
      ],
    },
  ],
  UserLockedOut: NONE,
  TwoFactorEnabled: NONE,
  TwoFactorDisabled: NONE,
  RecoveryCodeUsed: NONE,

  BookingCreated: (data) => [
    { subject: customerSubject(data.userId), paths: ['customerInfo.*', 'deliveryAddress.*', ...DRIVER] },
  ],
  PaymentIntentCreated: NONE,
  PaymentSucceeded: NONE,
  PaymentFailed: NONE,
  BookingConfirmed: NONE,
  BookingCancelled: NONE,
  RefundIssued: NONE,
  BookingCompleted: NONE,
  BookingClaimed: NONE,
  BookingChangeRequested: NONE,
  ChangePaymentSucceeded: NONE,
  BookingChanged: NONE,
  BookingChangeRefused: NONE,

  BookingRequestDeclined: (data) => [{ subject: userSubject(data.ownerId), paths: ['message'] }],
  ClaimOpened: (data) => [{ subject: userSubject(data.ownerId), paths: ['description'] }],
  ClaimContested: (data) => [{ subject: customerSubject(data.customerId), paths: ['message'] }],
  // A driver is an account or, for a guest's booking, its guest identity.
  DriverDocumentsRejected: (data) => [{ subject: customerSubject(data.userId), paths: ['note'] }],
  DriverDocumentsVerified: (data) => [
    { subject: customerSubject(data.userId), paths: ['licenceExpiresOn?'] },
  ],

  CarPublished: (data) => [{ subject: userSubject(data.owner.ownerId), paths: ['owner.ownerName'] }],

  ContactMessageReceived: (data) => [
    {
      subject: contactSubject(data.messageId),
      paths: ['firstName', 'lastName', 'email', 'phone', 'message'],
    },
  ],

  ConversationStarted: (data) => [
    { subject: data.customerKey, paths: ['guestEmail', 'customerName'] },
    { subject: userSubject(data.ownerId), paths: ['ownerName'] },
  ],
  MessagePosted: (data) => [{ subject: data.authorKey, paths: ['text'] }],
  MessageReported: (data) => [{ subject: data.reporterKey, paths: ['note'] }],

  NotificationSent: (data) => [
    {
      // An e-mail to nobody we can name (the support team, an older address-keyed id) has a subject of its own.
      subject: data.subject ?? subjectOfRecipientId(data.userId) ?? `notification:${data.notificationId}`,
      // Older e-mails named their recipient by address (`contact:{email}`, `subscriber:{email}`): sealed too.
      paths: ['recipient', 'title', 'message', ...(data.userId.includes('@') ? ['userId'] : [])],
    },
  ],

  ReviewPosted: (data) => [{ subject: customerSubject(data.userId), paths: ['userName', 'location'] }],
  ReviewReplied: NONE,

  SubscriptionCheckoutStarted: (data) => [
    {
      subject: data.accountId ? userSubject(data.accountId) : `subscriber:${data.subscriptionId}`,
      paths: ['email'],
    },
  ],
  SubscriptionActivated: NONE,

  // Ids, amounts, dates, the car's state and the providers' references: nothing personal.
  AuthorisationVoided: NONE,
  BookingPickedUp: NONE,
  BookingRequestAccepted: NONE,
  BookingRequestExpired: NONE,
  CarDaysBlocked: NONE,
  CarDaysUnblocked: NONE,
  CarDelisted: NONE,
  CarFavourited: NONE,
  CarPeriodHeld: NONE,
  CarPeriodReleased: NONE,
  CarPeriodReserved: NONE,
  CarPriceChanged: NONE,
  CarRelisted: NONE,
  CarUnfavourited: NONE,
  CarUpdated: NONE,
  ClaimAccepted: NONE,
  ClaimDecided: NONE,
  ClaimEscalated: NONE,
  ClaimSettled: NONE,
  ClaimWithdrawn: NONE,
  ConversationClaimed: NONE,
  ConversationRead: NONE,
  DepositCaptured: NONE,
  DepositHeld: NONE,
  DepositHoldFailed: NONE,
  DepositReleased: NONE,
  DepositWaived: NONE,
  DriverDocumentUploaded: NONE,
  DriverDocumentViewed: NONE,
  DriverDocumentsErased: NONE,
  HandoverDamageNoted: NONE,
  HandoverPhotoAdded: NONE,
  HandoverReadingsRecorded: NONE,
  HandoverSealed: NONE,
  HandoverSigned: NONE,
  HandoverSigningCodeIssued: NONE,
  HandoverSigningCodeRejected: NONE,
  PaymentAuthorised: NONE,
  PayoutAccountOpened: NONE,
  PayoutAccountReplaced: NONE,
  PayoutAccountStatusChecked: NONE,
  PayoutCancelled: NONE,
  PayoutFailed: NONE,
  PayoutScheduled: NONE,
  PayoutSent: NONE,
  ReturnExtrasAssessed: NONE,
  ReturnExtrasSettled: NONE,
  OwnerPhotoUploaded: NONE,
  OwnerPhotosReleased: NONE,

  PersonalDataAccessed: NONE,
  PersonalDataErasureConfirmationRequested: NONE,
  DataExportLinkRequested: (data) => [{ subject: data.subject, paths: ['email'] }],
  PersonalDataErasureRequested: NONE,
  PersonalDataErased: NONE,
};

/** The rules the log's sealing follows (decision 99). */
export const personalDataRules: PersonalDataRules = {
  fieldsOf(event) {
    const fields = (PERSONAL_FIELDS as Record<string, Fields<LoggedEvent['type']> | undefined>)[event.type];
    return fields ? fields(event.data as never) : [];
  },
  mergeOf(event) {
    const data = event.data as Record<string, string | null | undefined>;
    if (event.type === 'BookingClaimed' && data.fromUserId && data.toUserId)
      return { from: customerSubject(data.fromUserId), into: customerSubject(data.toUserId) };
    if (event.type === 'ConversationClaimed' && data.fromCustomerKey && data.customerKey)
      return { from: data.fromCustomerKey, into: data.customerKey };
    if (event.type === 'ContactMessageReceived' && data.messageId && data.senderId)
      return {
        from: contactSubject(data.messageId),
        into: customerSubject(data.senderId.replace(/^user:/, '')),
      };
    return null;
  },
};

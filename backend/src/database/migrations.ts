import { CreateAdminAuditLog1763701000000 } from '../audit/migrations/1763701000000-CreateAdminAuditLog';
import { AdminRequestColumns1763701000100 } from '../admin/migrations/1763701000100-AdminRequestColumns';
import { CreateProviderAvailability1763700000700 } from '../availability/migrations/1763700000700-CreateProviderAvailability';
import { ProviderDayStatusFunction1763704005170 } from '../availability/migrations/1763704005170-ProviderDayStatusFunction';
import { ProvidersBusyOnFunction1763709800500 } from '../availability/migrations/1763709800500-ProvidersBusyOnFunction';
import { CreateUsersAndSessions1763700000100 } from '../auth/migrations/1763700000100-CreateUsersAndSessions';
import { EmailVerification1763704001250 } from '../auth/migrations/1763704001250-EmailVerification';
import { SignInFailures1763704004300 } from '../auth/migrations/1763704004300-SignInFailures';
import { ActiveRequestLocationIndex1763704005120 } from '../requests/migrations/1763704005120-ActiveRequestLocationIndex';
import { CreateCatalog1763700000300 } from '../catalog/migrations/1763700000300-CreateCatalog';
import { CategoryProvidersTitle1763704001900 } from '../catalog/migrations/1763704001900-CategoryProvidersTitle';
import { CreateContactMessages1763701000200 } from '../contact/migrations/1763701000200-CreateContactMessages';
import { CreateMailOutbox1763700000200 } from '../mail/migrations/1763700000200-CreateMailOutbox';
import { MailDeliveryQueue1763704000300 } from '../mail/migrations/1763704000300-MailDeliveryQueue';
import { CreatePortfolioItems1763700000800 } from '../portfolio/migrations/1763700000800-CreatePortfolioItems';
import { CreateProviderProfiles1763700000500 } from '../providers/migrations/1763700000500-CreateProviderProfiles';
import { ProviderListingFigures1763703000000 } from '../providers/migrations/1763703000000-ProviderListingFigures';
import { CreateServiceRequests1763700000400 } from '../requests/migrations/1763700000400-CreateServiceRequests';
import { ServiceRequestsOwnerIndex1763700000410 } from '../requests/migrations/1763700000410-ServiceRequestsOwnerIndex';
import { CreateRequestProviderNotifications1763700000950 } from '../requests/migrations/1763700000950-CreateRequestProviderNotifications';
import { ActiveRequestCounts1763703000100 } from '../requests/migrations/1763703000100-ActiveRequestCounts';
import { CreatePortfolioViews1763704000000 } from '../portfolio/migrations/1763704000000-CreatePortfolioViews';
import { AuditLogActionIndex1763704000100 } from '../audit/migrations/1763704000100-AuditLogActionIndex';
import { ReviewVerification1763704001400 } from '../reviews/migrations/1763704001400-ReviewVerification';
import { ReviewReports1763704001600 } from '../reviews/migrations/1763704001600-ReviewReports';
import { CreateOffers1763704001700 } from '../offers/migrations/1763704001700-CreateOffers';
import { OfferAvailabilityUnknown1763704005180 } from '../offers/migrations/1763704005180-OfferAvailabilityUnknown';
import { OfferDepositAmount1763706000020 } from '../offers/migrations/1763706000020-OfferDepositAmount';
import { CreateBookings1763706000010 } from '../bookings/migrations/1763706000010-CreateBookings';
import { CreateCalendarFeeds1763706000050 } from '../bookings/migrations/1763706000050-CreateCalendarFeeds';
import { CreateMatching1763707000100 } from '../matching/migrations/1763707000100-CreateMatching';
import { CreatePlans1763708000100 } from '../planning/migrations/1763708000100-CreatePlans';
import { CreatePlanBudget1763708000300 } from '../planning/migrations/1763708000300-CreatePlanBudget';
import { CreatePlanTasks1763708000200 } from '../planning/migrations/1763708000200-CreatePlanTasks';
import { CreatePlanGuests1763708000400 } from '../planning/migrations/1763708000400-CreatePlanGuests';
import { CreateBilling1763709000100 } from '../billing/migrations/1763709000100-CreateBilling';
import { PaymentRefunds1763709000150 } from '../subscriptions/migrations/1763709000150-PaymentRefunds';
import { CreatePushSubscriptions1763709200100 } from '../push/migrations/1763709200100-CreatePushSubscriptions';
import { CreateApiTokens1763709600100 } from '../integrations/migrations/1763709600100-CreateApiTokens';
import { CreateWebhooks1763709700100 } from '../integrations/migrations/1763709700100-CreateWebhooks';
import { EncryptWebhookSecrets1763709700200 } from '../integrations/migrations/1763709700200-EncryptWebhookSecrets';
import { WebhookEndpointsNotice1763709700300 } from '../integrations/migrations/1763709700300-WebhookEndpointsNotice';
import { ActiveRequestReach1763709800100 } from '../requests/migrations/1763709800100-ActiveRequestReach';
import { DropActiveRequestReachIndex1763709800200 } from '../requests/migrations/1763709800200-DropActiveRequestReachIndex';
import { ActiveRequestCategoryIndex1763709800300 } from '../requests/migrations/1763709800300-ActiveRequestCategoryIndex';
import { ActiveRequestBudgetHighIndex1763709800400 } from '../requests/migrations/1763709800400-ActiveRequestBudgetHighIndex';
import { CreateMarketFigures1763709300100 } from '../insights/migrations/1763709300100-CreateMarketFigures';
import { CreateProviderResults1763709100100 } from '../insights/migrations/1763709100100-CreateProviderResults';
import { BookingReviewLinks1763706001000 } from '../bookings/migrations/1763706001000-BookingReviewLinks';
import { ReviewBookingId1763706001010 } from '../reviews/migrations/1763706001010-ReviewBookingId';
import { BookingReviewCount1763706001020 } from '../providers/migrations/1763706001020-BookingReviewCount';
import { ListingCounts1763709500400 } from '../providers/migrations/1763709500400-ListingCounts';
import { CreateConversations1763704001800 } from '../conversations/migrations/1763704001800-CreateConversations';
import { MessagingLinkBlocks1763704003400 } from '../conversations/migrations/1763704003400-MessagingLinkBlocks';
import { RemovedProviders1763704002000 } from '../providers/migrations/1763704002000-RemovedProviders';
import { PublicPagesVersion1763709500100 } from '../providers/migrations/1763709500100-PublicPagesVersion';
import { ListingFiguresOwner1763704002100 } from '../providers/migrations/1763704002100-ListingFiguresOwner';
import { MailboxKey1763704003100 } from './migrations/1763704003100-MailboxKey';
import { ReviewMailboxKey1763704003110 } from '../reviews/migrations/1763704003110-ReviewMailboxKey';
import { ReviewBookingVerification1763705130000 } from '../reviews/migrations/1763705130000-ReviewBookingVerification';
import { OneThreadPerCouple1763705130100 } from '../conversations/migrations/1763705130100-OneThreadPerCouple';
import { RequestMailboxKey1763704003120 } from '../requests/migrations/1763704003120-RequestMailboxKey';
import { ReviewReplies1763704001500 } from '../reviews/migrations/1763704001500-ReviewReplies';
import { CreateReviews1763700000600 } from '../reviews/migrations/1763700000600-CreateReviews';
import { CreateSubscriptions1763700000900 } from '../subscriptions/migrations/1763700000900-CreateSubscriptions';
import { ActiveSubscriptionRule1763704000200 } from '../subscriptions/migrations/1763704000200-ActiveSubscriptionRule';
import { TextSearchExtensions1763700000000 } from './migrations/1763700000000-TextSearchExtensions';
import { CreateSeedRuns1763700000350 } from './migrations/1763700000350-CreateSeedRuns';
import { CreateSharedRuntimeTables1763702000000 } from './migrations/1763702000000-CreateSharedRuntimeTables';
import { RequestLocationId1763704000400 } from '../requests/migrations/1763704000400-RequestLocationId';
import { ActiveSubscriptionFunction1763704000500 } from '../subscriptions/migrations/1763704000500-ActiveSubscriptionFunction';
import { PortfolioPreviewFunction1763704000600 } from '../portfolio/migrations/1763704000600-PortfolioPreviewFunction';
import { ProviderFreeOnFunction1763704000700 } from '../availability/migrations/1763704000700-ProviderFreeOnFunction';
import { RequestConfirmation1763704000800 } from '../requests/migrations/1763704000800-RequestConfirmation';
import { MailSecretBodies1763704000900 } from '../mail/migrations/1763704000900-MailSecretBodies';
import { MailOutboxRetention1763704001200 } from '../mail/migrations/1763704001200-MailOutboxRetention';
import { KeepAnonymisedPayments1763704001300 } from '../subscriptions/migrations/1763704001300-KeepAnonymisedPayments';
import { RequestDemoFlag1763704001000 } from '../requests/migrations/1763704001000-RequestDemoFlag';
import { RequestExpiry1763704001100 } from '../requests/migrations/1763704001100-RequestExpiry';
import { CreateRequestReplies1763707000200 } from '../offers/migrations/1763707000200-CreateRequestReplies';
import { CreateOfferTemplates1763707000210 } from '../offers/migrations/1763707000210-CreateOfferTemplates';
import { CappedOfferCount1763707000220 } from '../offers/migrations/1763707000220-CappedOfferCount';
import { OfferFirstRead1763709400100 } from '../offers/migrations/1763709400100-OfferFirstRead';
import { RequestDetails1763707000300 } from '../requests/migrations/1763707000300-RequestDetails';
import { ActiveRequestReachIndex1763707000350 } from '../requests/migrations/1763707000350-ActiveRequestReachIndex';

/** Every module's migrations, in the order they run (TypeORM also sorts them by timestamp). */
export const MIGRATIONS = [
  TextSearchExtensions1763700000000,
  CreateUsersAndSessions1763700000100,
  CreateMailOutbox1763700000200,
  CreateCatalog1763700000300,
  CreateSeedRuns1763700000350,
  CreateServiceRequests1763700000400,
  ServiceRequestsOwnerIndex1763700000410,
  CreateProviderProfiles1763700000500,
  CreateReviews1763700000600,
  CreateProviderAvailability1763700000700,
  CreatePortfolioItems1763700000800,
  CreateSubscriptions1763700000900,
  CreateRequestProviderNotifications1763700000950,
  CreateAdminAuditLog1763701000000,
  AdminRequestColumns1763701000100,
  CreateContactMessages1763701000200,
  CreateSharedRuntimeTables1763702000000,
  ProviderListingFigures1763703000000,
  ActiveRequestCounts1763703000100,
  CreatePortfolioViews1763704000000,
  AuditLogActionIndex1763704000100,
  ActiveSubscriptionRule1763704000200,
  MailDeliveryQueue1763704000300,
  RequestLocationId1763704000400,
  ActiveSubscriptionFunction1763704000500,
  PortfolioPreviewFunction1763704000600,
  ProviderFreeOnFunction1763704000700,
  RequestConfirmation1763704000800,
  MailSecretBodies1763704000900,
  RequestDemoFlag1763704001000,
  RequestExpiry1763704001100,
  MailOutboxRetention1763704001200,
  EmailVerification1763704001250,
  KeepAnonymisedPayments1763704001300,
  ReviewVerification1763704001400,
  ReviewReplies1763704001500,
  ReviewReports1763704001600,
  CreateOffers1763704001700,
  CreateConversations1763704001800,
  CategoryProvidersTitle1763704001900,
  RemovedProviders1763704002000,
  ListingFiguresOwner1763704002100,
  MailboxKey1763704003100,
  ReviewMailboxKey1763704003110,
  RequestMailboxKey1763704003120,
  MessagingLinkBlocks1763704003400,
  SignInFailures1763704004300,
  ProviderDayStatusFunction1763704005170,
  OfferAvailabilityUnknown1763704005180,
  ActiveRequestLocationIndex1763704005120,
  ReviewBookingVerification1763705130000,
  OneThreadPerCouple1763705130100,
  CreateBookings1763706000010,
  BookingReviewLinks1763706001000,
  ReviewBookingId1763706001010,
  BookingReviewCount1763706001020,
  OfferDepositAmount1763706000020,
  CreateCalendarFeeds1763706000050,
  CreateMatching1763707000100,
  CreateRequestReplies1763707000200,
  CreateOfferTemplates1763707000210,
  CappedOfferCount1763707000220,
  RequestDetails1763707000300,
  ActiveRequestReachIndex1763707000350,
  CreatePlans1763708000100,
  CreatePlanTasks1763708000200,
  CreatePlanBudget1763708000300,
  CreatePlanGuests1763708000400,
  CreateBilling1763709000100,
  PaymentRefunds1763709000150,
  CreatePushSubscriptions1763709200100,
  CreateMarketFigures1763709300100,
  CreateProviderResults1763709100100,
  OfferFirstRead1763709400100,
  ListingCounts1763709500400,
  PublicPagesVersion1763709500100,
  CreateApiTokens1763709600100,
  CreateWebhooks1763709700100,
  EncryptWebhookSecrets1763709700200,
  WebhookEndpointsNotice1763709700300,
  ActiveRequestReach1763709800100,
  DropActiveRequestReachIndex1763709800200,
  ActiveRequestCategoryIndex1763709800300,
  ActiveRequestBudgetHighIndex1763709800400,
  ProvidersBusyOnFunction1763709800500,
];

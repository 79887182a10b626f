import { AdminAuditLog } from '../audit/entities/admin-audit-log.entity';
import { ProviderAvailability } from '../availability/entities/provider-availability.entity';
import { BookingHistory } from '../bookings/entities/booking-history.entity';
import { Booking } from '../bookings/entities/booking.entity';
import { ProviderBookingSettings } from '../bookings/entities/provider-booking-settings.entity';
import { EmailVerificationToken } from '../auth/entities/email-verification-token.entity';
import { PasswordResetToken } from '../auth/entities/password-reset-token.entity';
import { User } from '../auth/entities/user.entity';
import { CategoryKeyword } from '../catalog/entities/category-keyword.entity';
import { Location } from '../catalog/entities/location.entity';
import { ServiceCategory } from '../catalog/entities/service-category.entity';
import { ContactMessage } from '../contact/entities/contact-message.entity';
import { Conversation } from '../conversations/entities/conversation.entity';
import { MessageAttachment } from '../conversations/entities/message-attachment.entity';
import { MessageReport } from '../conversations/entities/message-report.entity';
import { Message } from '../conversations/entities/message.entity';
import { MessagingSettings } from '../conversations/entities/messaging-settings.entity';
import { MailOutboxMessage } from '../mail/entities/mail-outbox-message.entity';
import { RequestFollowup } from '../matching/entities/request-followup.entity';
import { RequestInvitation } from '../matching/entities/request-invitation.entity';
import { ShortlistEntry } from '../matching/entities/shortlist-entry.entity';
import { PlanGuest } from '../planning/entities/plan-guest.entity';
import { PlanBudgetLine } from '../planning/entities/plan-budget-line.entity';
import { PlanMember } from '../planning/entities/plan-member.entity';
import { PlanPartnerInvitation } from '../planning/entities/plan-partner-invitation.entity';
import { PlanTask } from '../planning/entities/plan-task.entity';
import { WeddingPlan } from '../planning/entities/wedding-plan.entity';
import { PushDigestItem, PushSubscription } from '../push/entities/push-subscription.entity';
import { WebhookDelivery } from '../integrations/entities/webhook-delivery.entity';
import { WebhookEndpoint } from '../integrations/entities/webhook-endpoint.entity';
import { MarketFigure } from '../insights/entities/market-figure.entity';
import {
  InsightsTracking,
  ProviderDailyResult,
  ProviderRequestResult,
  ProviderResponseTime,
  ResultsListedRequest,
} from '../insights/entities/results.entity';
import { Offer } from '../offers/entities/offer.entity';
import { PortfolioItem } from '../portfolio/entities/portfolio-item.entity';
import { ProviderProfile } from '../providers/entities/provider-profile.entity';
import { ServiceRequest } from '../requests/entities/service-request.entity';
import { Review } from '../reviews/entities/review.entity';
import { PaymentGatewayEvent } from '../subscriptions/entities/payment-gateway-event.entity';
import { ProviderSubscription } from '../subscriptions/entities/provider-subscription.entity';
import { SubscriptionPayment } from '../subscriptions/entities/subscription-payment.entity';
import { BillingDetails } from '../billing/entities/billing-details.entity';
import { Invoice } from '../billing/entities/invoice.entity';
import { InvoiceSeries } from '../billing/entities/invoice-series.entity';
import { OfferTemplate } from '../offers/entities/offer-template.entity';
import { RequestReply } from '../offers/entities/request-reply.entity';
import { ApiToken } from '../integrations/entities/api-token.entity';

export const ENTITIES = [
  User,
  PasswordResetToken,
  EmailVerificationToken,
  ServiceCategory,
  Location,
  CategoryKeyword,
  MailOutboxMessage,
  ServiceRequest,
  ProviderProfile,
  Review,
  ProviderAvailability,
  PortfolioItem,
  ProviderSubscription,
  SubscriptionPayment,
  PaymentGatewayEvent,
  ContactMessage,
  AdminAuditLog,
  Offer,
  RequestReply,
  OfferTemplate,
  Conversation,
  Message,
  MessageAttachment,
  MessageReport,
  MessagingSettings,
  Booking,
  BookingHistory,
  ProviderBookingSettings,
  ShortlistEntry,
  WeddingPlan,
  PlanMember,
  PlanPartnerInvitation,
  PlanBudgetLine,
  PlanTask,
  PlanGuest,
  BillingDetails,
  InvoiceSeries,
  Invoice,
  RequestInvitation,
  RequestFollowup,
  PushSubscription,
  PushDigestItem,
  MarketFigure,
  InsightsTracking,
  ProviderDailyResult,
  ProviderRequestResult,
  ProviderResponseTime,
  ResultsListedRequest,
  ApiToken,
  WebhookEndpoint,
  WebhookDelivery,
];

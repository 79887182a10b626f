/**
 * The public surface of `mail/`. E-mail through the outbox and the queue, with its templates: what other modules may use.
 * Other modules import from this file (and `mail.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { MailService } from './mail.service';
export { MailDiagnosticsService } from './mail-diagnostics.service';
export { SendgridDiagnosticsDto, SendgridTestRequestDto, SendgridTestResponseDto } from './dto/sendgrid-diagnostics.dto';
export type { MailRecipient, RenderedMail } from './mail.types';
export { contactMessageMail } from './templates/contact-message.template';
export { emailVerificationMail } from './templates/email-verification.template';
export { renderMail } from './templates/layout';
export { PLAIN_GREETING, endSentence, greeting } from './greeting';
export { newMatchingRequestMail } from './templates/new-matching-request.template';
export { newMessageMail } from './templates/new-message.template';
export { passwordChangedMail } from './templates/password-changed.template';
export { passwordResetMail } from './templates/password-reset.template';
export { paymentReceiptMail } from './templates/payment-receipt.template';
export { requestConfirmLinkMail } from './templates/request-confirm-link.template';
export { requestConfirmationMail } from './templates/request-confirmation.template';
export { requestStillSearchingMail } from './templates/request-still-searching.template';
export { reviewConfirmLinkMail } from './templates/review-confirm-link.template';
export { reviewModeratedMail } from './templates/review-moderation.template';
export { reviewReplyMail } from './templates/review-reply.template';
export { subscriptionActivatedMail } from './templates/subscription-activated.template';
export { subscriptionCancelledMail } from './templates/subscription-cancelled.template';

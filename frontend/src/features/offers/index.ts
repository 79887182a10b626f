/*
 * Offers (issue 19): the provider's offer form, own offer and 'Moje nabídky'; the couple's panel with
 * the compare view and the answers. The request lists, both dashboards and the manage page build on these.
 */
export { CompareOffersDialog } from './CompareOffersDialog';
export { DeclineOfferDialog, acceptConfirmText, useAcceptOffer } from './OfferAnswers';
export { LazyOfferFormDialog as OfferFormDialog } from './LazyOfferFormDialog';
export type { OfferFormDialogProps, OfferRequestInfo } from './OfferFormDialog';
export { ManagedRequestOffers, NO_OFFERS_TEXT, OffersPanel, RequestOffers } from './OffersPanel';
export type { OffersPanelProps } from './OffersPanel';
export { OfferStatusTag } from './OfferStatusTag';
export { OwnOfferSummary, declineText, useWithdrawOffer } from './OwnOffer';
export { INVITED_SUBSCRIBE_TEXT, NOT_SUBSCRIBED_TEXT, OfferCardAction, useCanSendOffers } from './ProviderOfferActions';
export { ProviderOfferSection } from './ProviderOfferSection';
// Issue 45: the cap on offers, the one-tap answers with their undo, the offer templates.
export { CAP_FULL_TEXT, capCountText, isCapFull } from './offerCap';
export { OneTapReplies } from './OneTapReplies';
export { UNDO_WINDOW_MS, useReplyUndo } from './ReplyUndo';
export type { ReplyUndo } from './ReplyUndo';
export { OfferTemplatesCard } from './OfferTemplatesCard';
export { ProviderOffersList } from './ProviderOffersList';

/* Messages: a thread (the request's manage page embeds one) and an attachment's link (the admin's view of a conversation). */
export { AttachmentLink } from './AttachmentLink';
export { ConversationThread } from './ConversationThread';

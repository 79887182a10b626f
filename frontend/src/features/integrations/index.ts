/** Integrations (issue 50): what other features may use (features meet through their index.ts). */
export { WebhooksCard, WEBHOOKS_CARD_TITLE } from './WebhooksCard';
export { ApiTokensCard, API_TOKENS_CARD_TITLE, SCOPE_LABELS } from './ApiTokensCard';
export type { ApiTokensCardProps } from './ApiTokensCard';

/*
 * The provider's workspace: its pages (dashboard/, inquiries/, calendar/, profile-settings/, portfolio/,
 * subscription/, registration/) and the provider check that frames them (ProviderGate). Other features
 * reach it only for what they show of it: /dashboard and /portfolio load the provider's own dashboard and
 * portfolio by these loaders (each a chunk of its own), and the public portfolio shows the same project
 * cards as the own one.
 */
export { loadProviderDashboard } from './dashboard/loadProviderDashboard';
export { loadOwnPortfolio } from './portfolio/loadOwnPortfolio';
export { PortfolioItemCard } from './portfolio/PortfolioItemCard';

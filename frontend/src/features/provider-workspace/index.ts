/* The provider-only pages' frame (the provider check, the workspace's stylesheet), which the own portfolio uses too. */
export { ProviderGate } from './ProviderGate';

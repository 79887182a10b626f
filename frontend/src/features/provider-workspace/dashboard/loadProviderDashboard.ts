/** The provider's dashboard, which /dashboard loads for a provider's account: a chunk of its own (see DashboardPage). */
export const loadProviderDashboard = () => import('./ProviderDashboard');

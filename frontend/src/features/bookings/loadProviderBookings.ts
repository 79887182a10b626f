/** The provider's 'Rezervace', below the dashboard's first screen: a chunk of its own, loaded as it comes near (ProviderDashboard). */
export const loadProviderBookings = () => import('./ProviderBookings');

/** The provider's 'Moje nabídky', below the dashboard's first screen: a chunk of its own, loaded as it comes near (ProviderDashboard). */
export const loadProviderOffersList = () => import('./ProviderOffersList');

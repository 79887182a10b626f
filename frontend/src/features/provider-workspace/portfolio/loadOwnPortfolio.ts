/** The own portfolio (forms, uploads: antd's), which /portfolio loads without ?provider: a chunk of its own (see PortfolioPage). */
export const loadOwnPortfolio = () => import('./OwnPortfolio');

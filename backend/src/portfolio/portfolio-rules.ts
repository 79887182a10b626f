/** The most images one portfolio item holds. */
export const PORTFOLIO_IMAGES_MAX = 6;
/** The most items one provider's portfolio holds (storage and page weight stay bounded). */
export const PORTFOLIO_ITEMS_MAX = 30;
export const PORTFOLIO_TITLE_MAX = 200;
export const PORTFOLIO_DESCRIPTION_MAX = 5000;

export const PORTFOLIO_MESSAGES = {
  notFound: 'Položka portfolia nenalezena',
  forbidden: 'K této položce nemáte přístup',
  tooManyImages: `Položka může mít nejvýše ${PORTFOLIO_IMAGES_MAX} obrázků`,
  tooManyItems: `Portfolio může mít nejvýše ${PORTFOLIO_ITEMS_MAX} projektů. Než přidáte nový, smažte některý starší.`,
  title: 'Název je povinný',
  titleLength: `Název může mít nejvýše ${PORTFOLIO_TITLE_MAX} znaků`,
  description: 'Popis je povinný',
  descriptionLength: `Popis může mít nejvýše ${PORTFOLIO_DESCRIPTION_MAX} znaků`,
  date: 'Datum musí být ve formátu RRRR-MM-DD',
  category: 'Neznámá kategorie služeb',
  featured: 'Pole featured musí být true nebo false',
  link: 'Odkaz může mít nejvýše 500 znaků',
  keepImages: 'Neplatný seznam ponechaných obrázků',
} as const;

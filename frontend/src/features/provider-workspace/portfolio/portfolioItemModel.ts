import type { UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { PortfolioItemDto } from '../../../api';

/** Own portfolio items (seed 001 sections 2, 3, 5): the modal's values, image checks and the multipart body. */

export const MAX_IMAGES = 6;
/** The most projects one portfolio holds (the server refuses the 31st). */
export const MAX_ITEMS = 30;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const URL_MAX = 500;

export const PORTFOLIO_MESSAGES = {
  addTitle: 'Přidat projekt',
  editTitle: 'Upravit projekt',
  saved: 'Projekt byl uložen',
  deleted: 'Projekt byl smazán',
  saveFailed: 'Projekt se nepodařilo uložit',
  deleteFailed: 'Projekt se nepodařilo smazat',
  deleteConfirm: 'Opravdu chcete smazat tuto položku z portfolia?',
  imageTooLarge: 'Obrázek může mít nejvýše 5 MB',
  imageType: 'Nahrajte obrázek ve formátu JPG, PNG nebo WebP',
  tooManyImages: `Můžete nahrát nejvýše ${MAX_IMAGES} obrázků`,
  titleRequired: 'Název je povinný',
  descriptionRequired: 'Popis je povinný',
  featuredBadge: 'Doporučené',
  full: `Portfolio má nejvýše ${MAX_ITEMS} projektů. Než přidáte nový, smažte některý starší.`,
} as const;

export interface PortfolioItemValues {
  title: string;
  category?: string | null;
  description: string;
  date?: Dayjs | null;
  featured: boolean;
  instagramUrl: string;
  websiteUrl: string;
  /** Kept server images (status 'done' with url) and new files (originFileObj). */
  images: UploadFile[];
}

const EXISTING_PREFIX = 'existing-';

/** The file name shown for an uploaded image URL ('/uploads/portfolio/abc.jpg' → 'abc.jpg'). */
function fileName(url: string): string {
  return url.split('/').pop() || url;
}

/** The modal's start values: empty for a new project, the item's values when editing. */
export function initialValues(item?: PortfolioItemDto | null): PortfolioItemValues {
  if (!item) {
    return { title: '', category: null, description: '', date: null, featured: false, instagramUrl: '', websiteUrl: '', images: [] };
  }
  return {
    title: item.title,
    category: item.category,
    description: item.description,
    date: item.date ? dayjs(item.date) : null,
    featured: item.featured,
    instagramUrl: item.instagramUrl ?? '',
    websiteUrl: item.websiteUrl ?? '',
    images: item.images.map((url, index) => ({
      uid: `${EXISTING_PREFIX}${index}`,
      name: fileName(url),
      status: 'done',
      url,
      thumbUrl: url,
    })),
  };
}

/** The image problem of a picked file, or null: JPG / PNG / WebP only, at most 5 MB. */
export function imageError(file: { type?: string; size: number }): string | null {
  if (!file.type || !(IMAGE_TYPES as readonly string[]).includes(file.type)) return PORTFOLIO_MESSAGES.imageType;
  if (file.size > MAX_IMAGE_BYTES) return PORTFOLIO_MESSAGES.imageTooLarge;
  return null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** True when the required title and description are filled (the save button's condition). */
export function canSave(title: unknown, description: unknown): boolean {
  return text(title) !== '' && text(description) !== '';
}

/**
 * The multipart body of portfolioCreate / portfolioUpdate: title, description, category and date
 * (YYYY-MM-DD), featured ('true' / 'false'), instagramUrl, websiteUrl, images (new files) and, when
 * editing, keepImages (a JSON list of the kept image URLs). Every text field is sent, '' meaning
 * none, so that clearing a field in the edit mode clears it on the server too.
 */
export function buildItemFormData(values: PortfolioItemValues, editing: boolean): FormData {
  const body = new FormData();
  body.append('title', text(values.title));
  body.append('description', text(values.description));
  body.append('category', values.category ?? '');
  body.append('date', values.date ? values.date.format('YYYY-MM-DD') : '');
  body.append('featured', values.featured ? 'true' : 'false');
  body.append('instagramUrl', text(values.instagramUrl));
  body.append('websiteUrl', text(values.websiteUrl));
  const images = values.images ?? [];
  for (const image of images) {
    if (image.originFileObj) body.append('images', image.originFileObj, image.name);
  }
  if (editing) {
    const kept = images.filter((image) => !image.originFileObj && image.url).map((image) => image.url as string);
    body.append('keepImages', JSON.stringify(kept));
  }
  return body;
}

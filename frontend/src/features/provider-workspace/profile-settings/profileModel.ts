import type { FormRule, UploadFile } from 'antd';
import type { ProviderProfileDto } from '../../../api';
import { priceRangeRules, priceText, priceValue } from '../../../shared/priceRange';

/** Profile settings (seed 001 sections 2, 3, 5, 8): the form's values, rules and the multipart body. */

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const PROFILE_IMAGE_HINT = 'JPG nebo PNG, max 5 MB';
export const BUSINESS_NAME_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const URL_MAX = 500;
export const YEARS_MAX = 50;
export const BUSINESS_NAME_MIN = 2;
export const DESCRIPTION_MIN = 20;
export const PHONE_MIN_DIGITS = 9;
export const PHONE_PREFIXES = ['+420', '+421', '+43', '+49'] as const;
export type PhonePrefix = (typeof PHONE_PREFIXES)[number];

export const PROFILE_MESSAGES = {
  title: 'Nastavení profilu',
  saved: 'Profil byl úspěšně aktualizován!',
  saveFailed: 'Chyba při aktualizaci profilu',
  saveFailedFallback: 'Zkuste to prosím znovu.',
  businessName: 'Zadejte název firmy',
  businessNameShort: 'Název firmy musí mít alespoň 2 znaky',
  serviceAreas: 'Vyberte alespoň jednu oblast poskytování služeb',
  description: 'Zadejte popis',
  descriptionShort: 'Popis musí mít alespoň 20 znaků',
  phone: 'Telefon musí mít alespoň 9 číslic',
  services: 'Vyberte alespoň jednu kategorii služeb',
  email: 'Zadejte kontaktní e-mail',
  emailFormat: 'Zadejte platný email',
  website: 'Zadejte platnou webovou adresu',
  years: 'Roky praxe musí být celé číslo od 0 do 50',
  imageTooLarge: 'Obrázek může mít nejvýše 5 MB',
  imageType: 'Vyberte obrázek ve formátu JPG, PNG nebo WebP',
  linksRemovedTitle: 'Některé odkazy byly odstraněny',
} as const;

export const SOCIAL_FIELDS = [
  { name: 'instagramUrl', label: 'Instagram', placeholder: 'https://www.instagram.com/vasefirma' },
  { name: 'facebookUrl', label: 'Facebook', placeholder: 'https://www.facebook.com/vasefirma' },
  { name: 'tiktokUrl', label: 'TikTok', placeholder: 'https://www.tiktok.com/@vasefirma' },
  { name: 'linkedinUrl', label: 'LinkedIn', placeholder: 'https://www.linkedin.com/company/vasefirma' },
] as const;

export type SocialField = (typeof SOCIAL_FIELDS)[number]['name'];

export interface ProfileValues {
  /** The newly picked image (at most one); the current one is shown beside it. */
  profileImage: UploadFile[];
  businessName: string;
  serviceAreas: string[];
  description: string;
  services: string[];
  phonePrefix: PhonePrefix;
  phone: string;
  email: string;
  website: string;
  yearsExperience: number | null;
  /** Typed text ("15 000" is fine: non-digits are stripped), as in the registration form. */
  priceFrom: string;
  priceTo: string;
  instagramUrl: string;
  facebookUrl: string;
  tiktokUrl: string;
  linkedinUrl: string;
}

/** The form's values of a loaded profile. */
export function profileValues(profile: ProviderProfileDto): ProfileValues {
  return {
    profileImage: [],
    businessName: profile.companyName,
    serviceAreas: [...profile.serviceAreas],
    description: profile.description,
    services: [...profile.services],
    phonePrefix: profile.phonePrefix,
    phone: profile.phone ?? '',
    email: profile.email,
    website: profile.website ?? '',
    yearsExperience: profile.yearsExperience,
    priceFrom: priceText(profile.priceFrom),
    priceTo: priceText(profile.priceTo),
    instagramUrl: profile.instagramUrl ?? '',
    facebookUrl: profile.facebookUrl ?? '',
    tiktokUrl: profile.tiktokUrl ?? '',
    linkedinUrl: profile.linkedinUrl ?? '',
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The image problem of a picked file, or null: an image of at most 5 MB. */
export function profileImageError(file: { type?: string; size: number }): string | null {
  if (!file.type || !PROFILE_IMAGE_ACCEPT.split(',').includes(file.type)) return PROFILE_MESSAGES.imageType;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return PROFILE_MESSAGES.imageTooLarge;
  return null;
}

/**
 * The multipart body of providerUpdateProfile: businessName, description, services (a JSON list of
 * category ids), location (comma-joined area ids), phonePrefix, phone, email, website, the four social links,
 * yearsExperience ('' when empty), priceFrom and priceTo (digits) and, when one was picked, the profileImage file.
 */
export function buildProfileFormData(values: ProfileValues): FormData {
  const body = new FormData();
  body.append('businessName', text(values.businessName));
  body.append('description', text(values.description));
  body.append('services', JSON.stringify(values.services ?? []));
  body.append('location', (values.serviceAreas ?? []).join(','));
  body.append('phonePrefix', values.phonePrefix);
  body.append('phone', text(values.phone));
  body.append('email', text(values.email));
  body.append('website', text(values.website));
  for (const { name } of SOCIAL_FIELDS) body.append(name, text(values[name]));
  const years = values.yearsExperience;
  body.append('yearsExperience', typeof years === 'number' && Number.isFinite(years) ? String(years) : '');
  body.append('priceFrom', String(priceValue(values.priceFrom) ?? ''));
  body.append('priceTo', String(priceValue(values.priceTo) ?? ''));
  const image = values.profileImage?.[0]?.originFileObj;
  if (image) body.append('profileImage', image, image.name);
  return body;
}

/** The social links that were sent filled in but came back empty (the server drops foreign hosts). */
export function removedSocialLinks(values: ProfileValues, saved: ProviderProfileDto): string[] {
  return SOCIAL_FIELDS.filter(({ name }) => text(values[name]) !== '' && !text(saved[name])).map(({ label }) => label);
}

/** 'Instagram' / 'Instagram a TikTok' / 'Instagram, Facebook a TikTok'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} a ${names[names.length - 1]}`;
}

/** The warning shown after a save that emptied social links. */
export function removedLinksText(names: readonly string[]): string {
  const subject = names.length === 1 ? `Odkaz ${names[0]} byl odstraněn` : `Odkazy ${joinNames(names)} byly odstraněny`;
  return `${subject}, protože adresa není na vlastní doméně dané sociální sítě (např. instagram.com, facebook.com, tiktok.com, linkedin.com).`;
}

const check = (ok: boolean, message: string) => (ok ? Promise.resolve() : Promise.reject(new Error(message)));

export const profileRules = {
  businessName: [
    { required: true, whitespace: true, message: PROFILE_MESSAGES.businessName },
    { validator: (_rule, value: unknown) => check(text(value).length === 0 || text(value).length >= BUSINESS_NAME_MIN, PROFILE_MESSAGES.businessNameShort) },
  ],
  serviceAreas: [{ required: true, type: 'array', message: PROFILE_MESSAGES.serviceAreas }],
  description: [
    { required: true, whitespace: true, message: PROFILE_MESSAGES.description },
    { validator: (_rule, value: unknown) => check(text(value).length === 0 || text(value).length >= DESCRIPTION_MIN, PROFILE_MESSAGES.descriptionShort) },
  ],
  phone: [
    {
      validator: (_rule, value: unknown) => {
        const digits = text(value).replace(/\D/g, '').length;
        return check(digits === 0 || digits >= PHONE_MIN_DIGITS, PROFILE_MESSAGES.phone);
      },
    },
  ],
  services: [{ required: true, type: 'array', message: PROFILE_MESSAGES.services }],
  email: [
    { required: true, whitespace: true, message: PROFILE_MESSAGES.email },
    { type: 'email', message: PROFILE_MESSAGES.emailFormat },
  ],
  yearsExperience: [{ type: 'integer', min: 0, max: YEARS_MAX, message: PROFILE_MESSAGES.years }],
  ...priceRangeRules('priceFrom'),
} satisfies Record<string, FormRule[]>;

// Icons by path: the barrel would pull every icon into the public /dodavatele page.
import FacebookFilled from '@ant-design/icons/es/icons/FacebookFilled';
import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import InstagramFilled from '@ant-design/icons/es/icons/InstagramFilled';
import LinkedinFilled from '@ant-design/icons/es/icons/LinkedinFilled';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/es/icons/PhoneOutlined';
import TikTokOutlined from '@ant-design/icons/es/icons/TikTokOutlined';
import { Award, CalendarDays, Clock, FolderOpen, MapPin, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PublicProviderDto } from '../api';
// The offers' wording of the response time ('Obvykle odpovídá do 3 hodin'), one text for every page.
import { responseTimeText } from './format/response';
import { Avatar } from './Avatar';
import { CardSkeleton } from './CardSkeleton';
import { DATE_AVAILABILITY_HINTS, DATE_AVAILABILITY_LABELS } from './availability/dateAvailability';
import { useCategoryLookup } from './categoryLookup';
import { displayUrl, externalHref, mailtoHref, telHref } from './contactLinks';
import { CopyButton } from './CopyButton';
import { PlainHrefButton } from './PlainButton';
import { plural } from './format';
import { RatingInline } from './RatingSummary';
import { ServiceTags } from './ServiceTags';
import { Tag } from './ui/Tag';
import './providerCard.css';
import './skeleton.css';
import { href } from './paths';

/** The public portfolio of a provider. */
export function portfolioPath(providerId: number): string {
  return href.portfolio(providerId);
}

/** 'Praxe: 1 rok', 'Praxe: 3 roky', 'Praxe: 12 let'. */
export function experienceText(years: number): string {
  return `Praxe: ${years} ${plural(years, ['rok', 'roky', 'let'])}`;
}

/** 'Obvykle odpovídá do 3 hodin' from the provider's median first answer; null without one. */
export function responseLine(provider: Pick<PublicProviderDto, 'responseMinutesMedian'>): string | null {
  // typeof: a cached answer from before the field existed has none.
  return typeof provider.responseMinutesMedian === 'number' ? responseTimeText(provider.responseMinutesMedian) : null;
}

/** The response time under a card's rating (catalogue cards), when the provider has one. */
export function ResponseLine({ provider, className }: { provider: Pick<PublicProviderDto, 'responseMinutesMedian'>; className: string }) {
  const text = responseLine(provider);
  if (!text) return null;
  return (
    <p className={className}>
      <Clock size={14} aria-hidden="true" focusable="false" />
      <span>{text}</span>
    </p>
  );
}

export const DEMO_PROVIDER_LABEL = 'Ukázkový dodavatel';
/** Premium subscribers are listed first; the tag says why. */
export const PREMIUM_PROVIDER_LABEL = 'Premium dodavatel';

type SocialKey = 'instagramUrl' | 'facebookUrl' | 'linkedinUrl' | 'tiktokUrl';

const SOCIALS: { key: SocialKey; label: string; icon: ReactNode }[] = [
  { key: 'instagramUrl', label: 'Instagram', icon: <InstagramFilled aria-hidden="true" /> },
  { key: 'facebookUrl', label: 'Facebook', icon: <FacebookFilled aria-hidden="true" /> },
  { key: 'linkedinUrl', label: 'LinkedIn', icon: <LinkedinFilled aria-hidden="true" /> },
  { key: 'tiktokUrl', label: 'TikTok', icon: <TikTokOutlined aria-hidden="true" /> },
];

export interface SocialLink {
  label: string;
  href: string;
  icon: ReactNode;
}

/** The provider's social profiles that are set (Instagram, Facebook, LinkedIn, TikTok), as safe links. */
export function socialLinks(provider: Pick<PublicProviderDto, SocialKey>): SocialLink[] {
  return SOCIALS.flatMap(({ key, label, icon }) => {
    const href = externalHref(provider[key]);
    return href ? [{ label, href, icon }] : [];
  });
}

/** Up to three pictures of the provider's portfolio (featured project first); nothing without any. */
export function PreviewImages({ provider }: { provider: Pick<PublicProviderDto, 'previewImages' | 'businessName'> }) {
  const images = provider.previewImages ?? [];
  if (images.length === 0) return null;
  return (
    <ul className={`provider-card__previews provider-card__previews--${Math.min(images.length, 3)}`} aria-label={`Ukázky z portfolia: ${provider.businessName}`}>
      {images.slice(0, 3).map((image, index) => (
        <li key={image}>
          <img src={image} alt={`Ukázka ${index + 1} z portfolia`} loading="lazy" decoding="async" width={240} height={180} />
        </li>
      ))}
    </ul>
  );
}

export interface ProviderCardProps {
  provider: PublicProviderDto;
  /** Heading level of the business name (fits the page's outline). */
  headingLevel?: 2 | 3 | 4;
  /** Category id → name; read from the category list when omitted. */
  categoryNames?: ReadonlyMap<string, string>;
  /** Service tags before '+N dalších' (spec: 4 per supplier). */
  maxTags?: number;
  /** Extra buttons at the bottom (admin, dashboard); they stay clickable. */
  actions?: ReactNode;
  /** One control in the card's top corner, beside the name (the shortlist's heart); it stays clickable. */
  action?: ReactNode;
  className?: string;
}

/**
 * A supplier as a card (/dodavatele; reused by the admin panel and the dashboard). The business
 * name links to the public portfolio and its hit area covers the card; the contact buttons, links
 * and actions sit above it.
 */
export function ProviderCard({
  provider,
  headingLevel = 3,
  categoryNames,
  maxTags = 4,
  actions,
  action,
  className,
}: ProviderCardProps) {
  const fallback = useCategoryLookup();
  const names = categoryNames ?? fallback.names;
  const Heading = `h${headingLevel}` as const;
  const name = provider.businessName;
  const { phone, email } = provider.contact;
  const website = externalHref(provider.website);
  const socials = socialLinks(provider);

  return (
    <article className={['provider-card', className ?? ''].filter(Boolean).join(' ')}>
      <div className="provider-card__head">
        <Avatar name={name} imageUrl={provider.profileImageUrl} size={48} />
        <Heading className="provider-card__title">
          <Link to={portfolioPath(provider.id)} className="provider-card__link">
            {name}
          </Link>
        </Heading>
        {action && <div className="provider-card__action">{action}</div>}
        {provider.isDemo && <Tag className="provider-card__demo">{DEMO_PROVIDER_LABEL}</Tag>}
        {provider.premium && (
          <Tag className="provider-card__premium" icon={<Award size={12} aria-hidden="true" />}>
            {PREMIUM_PROVIDER_LABEL}
          </Tag>
        )}
      </div>
      {provider.dateAvailability && (
        <p className={`provider-card__date provider-card__date--${provider.dateAvailability}`} title={DATE_AVAILABILITY_HINTS[provider.dateAvailability]}>
          <CalendarDays size={14} aria-hidden="true" focusable="false" />
          <span>{DATE_AVAILABILITY_LABELS[provider.dateAvailability]}</span>
          <span className="sr-only">{` – ${DATE_AVAILABILITY_HINTS[provider.dateAvailability]}`}</span>
        </p>
      )}
      <RatingInline rating={provider.rating} reviewCount={provider.reviewCount} bookingReviewCount={provider.bookingReviewCount} />
      <ResponseLine provider={provider} className="provider-card__response" />
      {provider.description && <p className="provider-card__description">{provider.description}</p>}
      {provider.services.length > 0 && <ServiceTags ids={provider.services} names={names} max={maxTags} />}
      <PreviewImages provider={provider} />

      <dl className="provider-card__facts">
        <div className="provider-fact provider-fact--wide">
          <dt>
            <MapPin size={16} aria-hidden="true" focusable="false" />
            <span className="sr-only">Oblast působení</span>
          </dt>
          <dd>{provider.location}</dd>
        </div>
        <div className="provider-fact provider-fact--wide">
          <dt>
            <Wallet size={16} aria-hidden="true" focusable="false" />
            <span className="sr-only">Cena</span>
          </dt>
          <dd>{provider.priceRange}</dd>
        </div>
        <div className="provider-fact">
          <dt>
            <FolderOpen size={16} aria-hidden="true" focusable="false" />
            <span className="sr-only">Portfolio</span>
          </dt>
          <dd>{`Projekty: ${provider.projectCount}`}</dd>
        </div>
        {provider.yearsExperience !== null && (
          <div className="provider-fact">
            <dt>
              <Award size={16} aria-hidden="true" focusable="false" />
              <span className="sr-only">Zkušenosti</span>
            </dt>
            <dd>{experienceText(provider.yearsExperience)}</dd>
          </div>
        )}
      </dl>

      <div className="provider-card__contact">
        {phone && (
          <div className="provider-contact">
            <PhoneOutlined className="provider-contact__icon" aria-hidden="true" />
            <CopyButton kind="phone" value={phone} className="provider-contact__value" />
            <PlainHrefButton
              href={telHref(phone)}
              shape="circle"
              icon={<PhoneOutlined aria-hidden="true" />}
              className="provider-contact__action"
              aria-label={`Zavolat ${name}`}
              title="Zavolat"
            />
          </div>
        )}
        {email && (
          <div className="provider-contact">
            <MailOutlined className="provider-contact__icon" aria-hidden="true" />
            <CopyButton kind="email" value={email} className="provider-contact__value" />
            <PlainHrefButton
              href={mailtoHref(email)}
              shape="circle"
              icon={<MailOutlined aria-hidden="true" />}
              className="provider-contact__action"
              aria-label={`Napsat e-mail ${name}`}
              title="Napsat e-mail"
            />
          </div>
        )}
      </div>

      {(website || socials.length > 0 || actions) && (
        <div className="provider-card__footer">
          {website && (
            <a className="provider-card__website" href={website} target="_blank" rel="noopener noreferrer">
              <GlobalOutlined aria-hidden="true" />
              <span>{displayUrl(website)}</span>
            </a>
          )}
          {socials.length > 0 && (
            <ul className="provider-card__socials" aria-label="Sociální sítě">
              {socials.map((social) => (
                <li key={social.label}>
                  <a
                    className="provider-social"
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${social.label}: ${name}`}
                    title={social.label}
                  >
                    {social.icon}
                  </a>
                </li>
              ))}
            </ul>
          )}
          {actions && <div className="provider-card__actions">{actions}</div>}
        </div>
      )}
    </article>
  );
}

/** A placeholder of the card's shape, shown while a page of suppliers loads. */
export function ProviderCardSkeleton() {
  return <CardSkeleton className="provider-card" lines={['title', 'short', 'full', 'full', 'tags', 'medium', 'medium', 'short']} />;
}

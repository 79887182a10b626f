import FacebookOutlined from '@ant-design/icons/es/icons/FacebookOutlined';
import InstagramOutlined from '@ant-design/icons/es/icons/InstagramOutlined';
import type { ComponentType } from 'react';

/** The site's own social profiles (the footer and the /kontakt page). */
export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
} as const;

interface SocialProfile {
  key: keyof typeof SOCIAL_LINKS;
  label: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
}

const PROFILES: readonly SocialProfile[] = [
  { key: 'instagram', label: 'Instagram', Icon: InstagramOutlined },
  { key: 'facebook', label: 'Facebook', Icon: FacebookOutlined },
];

export interface SocialLinksProps {
  /** Class of the wrapping element (the footer's round icons, the contact page's list). */
  className?: string;
  /** Show the network's name beside the icon; without it the name is the link's aria-label. */
  showLabels?: boolean;
}

/** Links to the site's Instagram and Facebook, opened in a new tab. */
export function SocialLinks({ className, showLabels = false }: SocialLinksProps) {
  return (
    <div className={className}>
      {PROFILES.map(({ key, label, Icon }) => (
        <a
          key={key}
          href={SOCIAL_LINKS[key]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={showLabels ? undefined : label}
        >
          <Icon aria-hidden="true" />
          {showLabels && <span>{label}</span>}
        </a>
      ))}
    </div>
  );
}

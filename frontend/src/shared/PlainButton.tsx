import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './plainButton.css';

/**
 * Buttons of the app shell and the first screen of '/', drawn like antd's Button (same sizes,
 * colours and focus ring, see plainButton.css) without loading antd: the shell is on every page.
 */
export interface PlainButtonLook {
  /** 'primary': filled; 'ghost': primary outline on a transparent background; 'link' / 'text': no border (antd's type). */
  variant?: 'default' | 'primary' | 'ghost' | 'link' | 'text';
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'circle';
  /** Red (antd's danger): an action that removes or blocks. */
  danger?: boolean;
  icon?: ReactNode;
  block?: boolean;
}

function lookClasses(
  { variant = 'default', size = 'middle', shape = 'default', icon, block, danger }: PlainButtonLook,
  children: ReactNode,
  className?: string,
) {
  return [
    'plain-btn',
    `plain-btn--${variant}`,
    size !== 'middle' && `plain-btn--${size}`,
    danger && 'plain-btn--danger',
    shape === 'circle' && 'plain-btn--circle',
    icon && (children === undefined || children === null) && 'plain-btn--icon-only',
    block && 'plain-btn--block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

function Content({ icon, children }: { icon?: ReactNode; children?: ReactNode }) {
  return (
    <>
      {icon && <span className="plain-btn__icon">{icon}</span>}
      {children !== undefined && children !== null && <span>{children}</span>}
    </>
  );
}

export interface PlainButtonProps extends PlainButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  htmlType?: 'button' | 'submit';
  /** A spinner in place of the icon; the button is busy and does not react until it ends. */
  loading?: boolean;
}

export function PlainButton({
  variant,
  size,
  shape,
  icon,
  block,
  danger,
  className,
  children,
  htmlType = 'button',
  loading = false,
  disabled,
  ...rest
}: PlainButtonProps) {
  const shown = loading ? <LoadingOutlined aria-hidden="true" /> : icon;
  return (
    <button
      type={htmlType}
      className={lookClasses({ variant, size, shape, icon: shown, block, danger }, children, className)}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      {...rest}
    >
      <Content icon={shown}>{children}</Content>
    </button>
  );
}

export interface PlainLinkButtonProps extends PlainButtonLook {
  /** In-app path, e.g. '/login?mode=register'. */
  to: string;
  className?: string;
  children?: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** E.g. the card's name beside a card's 'Zobrazit portfolio'. */
  'aria-describedby'?: string;
}

/** A link (role link, href) that looks like a button and navigates inside the SPA. */
export function PlainLinkButton({
  to,
  variant,
  size,
  shape,
  icon,
  block,
  danger,
  className,
  children,
  onClick,
  'aria-describedby': describedBy,
}: PlainLinkButtonProps) {
  return (
    <Link
      to={to}
      className={lookClasses({ variant, size, shape, icon, block, danger }, children, className)}
      onClick={onClick}
      aria-describedby={describedBy}
    >
      <Content icon={icon}>{children}</Content>
    </Link>
  );
}

export interface PlainHrefButtonProps extends PlainButtonLook {
  /** A URL outside the SPA: tel:, mailto:, another site. */
  href: string;
  className?: string;
  children?: ReactNode;
  /** The accessible name of an icon-only link. */
  'aria-label'?: string;
  title?: string;
  /** A file to save (a booking's PDF, its calendar event) rather than a page to open. */
  download?: boolean;
}

/** A plain link to a URL outside the SPA (a phone number, an e-mail, a file) that looks like a button. */
export function PlainHrefButton({ href, className, children, 'aria-label': label, title, download, ...look }: PlainHrefButtonProps) {
  return (
    <a href={href} className={lookClasses(look, children, className)} aria-label={label} title={title} download={download || undefined}>
      <Content icon={look.icon}>{children}</Content>
    </a>
  );
}

import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import { Link } from '@admin/ui/router';
import type { LinkProps } from '@admin/ui/router';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A real button (default `type="button"`). */
export interface ButtonAsButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  to?: undefined;
  href?: undefined;
}
/** A router link that looks like a button (`to`), e.g. "Add company" opening a form page. */
export interface ButtonAsLinkProps extends ButtonLook, LinkProps {
  to: LinkProps['to'];
}
/** A plain anchor that looks like a button (`href`), e.g. a file download. */
export interface ButtonAsAnchorProps extends ButtonLook, AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  to?: undefined;
}
export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps | ButtonAsAnchorProps;

/** The class names of a button look, for the rare element that must look like one. */
export function buttonClassName(variant: ButtonVariant = 'secondary', size: ButtonSize = 'md', extra?: string): string {
  return [styles.button, styles[variant], size === 'sm' ? styles.sm : undefined, extra].filter(Boolean).join(' ');
}

export function Button(props: ButtonProps) {
  if (props.to !== undefined) {
    const { variant, size, className, ...rest } = props;
    return <Link className={buttonClassName(variant, size, className)} {...rest} />;
  }
  if (props.href !== undefined) {
    const { variant, size, className, ...rest } = props as ButtonAsAnchorProps;
    return <a className={buttonClassName(variant, size, className)} {...rest} />;
  }
  const { variant, size, className, type = 'button', ...rest } = props as ButtonAsButtonProps;
  return <button type={type} className={buttonClassName(variant, size, className)} {...rest} />;
}

import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { filledTone } from './filled-tone';
import { focusRing, TOUCH_TARGET } from './focus-ring';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const variants = {
  primary: filledTone('primary'),
  secondary: filledTone('secondary'),
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  `,
};

/** Shared by Button and ButtonLink so a call to action looks the same whatever element it is. */
export const buttonStyles = css<{ $variant?: ButtonVariant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${TOUCH_TARGET};
  min-width: ${TOUCH_TARGET};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border: 2px solid;
  border-radius: ${({ theme }) => theme.radii.pill};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  ${({ $variant }) => variants[$variant ?? 'primary']}
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $block?: boolean }>`
  ${buttonStyles}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** While true the button is busy: disabled against double submits, and it says so. */
  loading?: boolean;
  block?: boolean;
}

export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation('ui');
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner $size="sm" />}
      {children}
      {loading && <VisuallyHidden> ({t('loading')})</VisuallyHidden>}
    </StyledButton>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';

export type AvatarSize = 'sm' | 'md' | 'lg';

const sizes: Record<AvatarSize, string> = { sm: '2rem', md: '2.75rem', lg: '4rem' };

const circle = css<{ $size: AvatarSize }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  border-radius: 50%;
  overflow: hidden;
`;

const Img = styled.img<{ $size: AvatarSize }>`
  ${circle}
  object-fit: cover;
`;

const Initials = styled.span<{ $size: AvatarSize }>`
  ${circle}
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.sm)};
`;

/** A word's first letter or digit, whole (never half of an emoji's pair of code units). */
const firstLetterOf = (word: string) => /[\p{L}\p{N}]/u.exec(word)?.[0] ?? '';

/**
 * "María Fernanda López" -> "ML": the first letters of the first and last words that have one
 * ("🌮 Tacos Doña Ana" -> "TA"; an emoji's half used to be drawn as a broken character).
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).map(firstLetterOf).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words.at(-1) ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase();
}

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /** True when the name is written right beside it, so screen readers do not hear it twice. */
  decorative?: boolean;
}

/** A person's photo, or their initials when there is no photo or it fails to load. */
export function Avatar({ name, src, size = 'md', decorative = false }: AvatarProps) {
  const { t } = useTranslation('ui');
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <Img
        src={src}
        alt={decorative ? '' : t('avatar.photo', { name })}
        loading="lazy"
        decoding="async"
        $size={size}
        onError={() => setFailed(src)}
      />
    );
  }
  return decorative ? (
    <Initials $size={size} aria-hidden="true">
      {initialsOf(name)}
    </Initials>
  ) : (
    <Initials $size={size} role="img" aria-label={name}>
      {initialsOf(name)}
    </Initials>
  );
}

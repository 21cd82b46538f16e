import { useTranslation } from 'react-i18next';
import styled, { type DefaultTheme } from 'styled-components';
import { MIN_PASSWORD_LENGTH, passwordStrength, type StrengthLevel } from './password-strength';

const LEVELS: StrengthLevel[] = ['weak', 'fair', 'good', 'strong'];

const Wrapper = styled.div`
  margin: calc(-1 * ${({ theme }) => theme.space.sm}) 0 ${({ theme }) => theme.space.md};
`;

const Bars = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space.xs};
`;

function levelColor(theme: DefaultTheme, level: StrengthLevel): string {
  if (level === 'weak') return theme.colors.danger;
  if (level === 'strong' || level === 'good') return theme.colors.success;
  return theme.colors.primary;
}

const Bar = styled.span<{ $on: boolean; $level: StrengthLevel }>`
  height: 0.375rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on, $level }) => ($on ? levelColor(theme, $level) : theme.colors.border)};
`;

const Verdict = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface PasswordStrengthMeterProps {
  password: string;
  /** For aria-describedby on the password box, so its advice is read with it. */
  id?: string;
}

/**
 * Bars and words under a new-password box: how guessable it is and what would make it better.
 * The words are a polite live region, so the verdict is announced as it changes (colour is never
 * the only signal: the level is written out).
 */
export function PasswordStrengthMeter({ password, id }: PasswordStrengthMeterProps) {
  const { t } = useTranslation('ui');
  const level = passwordStrength(password);
  const filled = LEVELS.indexOf(level) + 1;
  return (
    <Wrapper>
      <Bars aria-hidden="true">
        {LEVELS.map((name, index) => (
          <Bar key={name} $on={index < filled} $level={level} />
        ))}
      </Bars>
      <Verdict id={id} aria-live="polite">
        {level === 'empty' ? (
          t('passwordStrength.advice', { minimum: MIN_PASSWORD_LENGTH })
        ) : (
          <>
            <strong>{t('passwordStrength.label', { level: t(`passwordStrength.${level}`) })}</strong>{' '}
            {t(`passwordStrength.tip.${level}`, { minimum: MIN_PASSWORD_LENGTH })}
          </>
        )}
      </Verdict>
    </Wrapper>
  );
}

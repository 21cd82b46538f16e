import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusOutline, TOUCH_TARGET } from './focus-ring';
import { VisuallyHidden } from './visually-hidden';

const MAX = 5;
const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

// Filled stars take the brand's accent; the outline in the text colour keeps 3:1 against any surface.
const StarSvg = styled.svg<{ $filled: boolean }>`
  display: block;
  width: 1.75rem;
  height: 1.75rem;
  fill: ${({ theme, $filled }) => ($filled ? theme.colors.secondary : 'transparent')};
  stroke: ${({ theme }) => theme.colors.text};
  stroke-width: 1.5;
  stroke-linejoin: round;
`;

function Star({ filled }: { filled: boolean }) {
  return (
    <StarSvg viewBox="0 0 24 24" aria-hidden="true" focusable="false" $filled={filled}>
      <path d={STAR_PATH} />
    </StarSvg>
  );
}

const Group = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const GroupLabel = styled.span`
  font-weight: 700;
`;

const Stars = styled.div`
  display: flex;
`;

const Radio = styled.input`
  position: absolute;
  opacity: 0;
  width: 1px;
  height: 1px;
  margin: 0;
`;

const StarLabel = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${TOUCH_TARGET};
  min-height: ${TOUCH_TARGET};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  ${Radio}:focus-visible + & {
    ${focusOutline}
  }
  ${Radio}:disabled + & {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

export interface StarRatingProps {
  label: string;
  /** 0 while nothing is chosen, else 1 to 5. */
  value: number;
  onChange: (value: number) => void;
  name?: string;
  disabled?: boolean;
}

/**
 * Rating input: five native radios in a labelled radiogroup, so arrows move and choose, and each
 * star is read as "3 de 5 estrellas". The stars up to the chosen one are filled.
 */
export function StarRating({ label, value, onChange, name, disabled }: StarRatingProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const groupName = name ?? id;
  const groupRef = useRef<HTMLDivElement>(null);
  // A star tapped on the server's page before the app took it over is the learner's choice: read
  // once, as the app first draws the stars (hydration would otherwise put the drawn value back).
  useLayoutEffect(() => {
    const tapped = Number(groupRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value);
    if (tapped >= 1 && tapped <= MAX && tapped !== value) onChange(tapped);
  }, []);
  return (
    <Group ref={groupRef} role="radiogroup" aria-labelledby={`${id}-label`}>
      <GroupLabel id={`${id}-label`}>{label}</GroupLabel>
      <Stars>
        {Array.from({ length: MAX }, (_, index) => {
          const stars = index + 1;
          const radioId = `${id}-${stars}`;
          return (
            <span key={stars}>
              <Radio
                type="radio"
                id={radioId}
                name={groupName}
                value={stars}
                checked={value === stars}
                disabled={disabled}
                onChange={() => onChange(stars)}
              />
              <StarLabel htmlFor={radioId}>
                <Star filled={stars <= value} />
                <VisuallyHidden>{t('rating.stars', { value: stars, max: MAX })}</VisuallyHidden>
              </StarLabel>
            </span>
          );
        })}
      </Stars>
    </Group>
  );
}

const Display = styled.div`
  display: inline-flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Average = styled.span`
  font-weight: 700;
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface StarRatingDisplayProps {
  /** The average, 0 to 5 (4.3 fills four stars and shows "4,3"). */
  value: number;
  /** How many ratings make the average. */
  count?: number;
}

/** A read-only average: stars for the eye, "4,3 de 5 estrellas, 128 calificaciones" for the ear. */
export function StarRatingDisplay({ value, count }: StarRatingDisplayProps) {
  const { t, i18n } = useTranslation('ui');
  const rounded = Math.round(value);
  const shown = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
  return (
    <Display>
      <VisuallyHidden>
        {t('rating.average', { value, max: MAX })}
        {count !== undefined && `, ${t('rating.count', { count })}`}
      </VisuallyHidden>
      <Stars aria-hidden="true">
        {Array.from({ length: MAX }, (_, index) => (
          <Star key={index} filled={index < rounded} />
        ))}
      </Stars>
      <Average aria-hidden="true">{shown}</Average>
      {count !== undefined && <Count aria-hidden="true">({t('rating.count', { count })})</Count>}
    </Display>
  );
}

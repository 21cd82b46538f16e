import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusRing, TOUCH_TARGET } from './focus-ring';

const HEART =
  'M12 20.3l-1.3-1.2C5.9 14.7 3 12.1 3 8.8 3 6.2 5 4.2 7.6 4.2c1.5 0 2.9.7 3.8 1.8h1.2c.9-1.1 2.3-1.8 3.8-1.8 2.6 0 4.6 2 4.6 4.6 0 3.3-2.9 5.9-7.7 10.3z';

// Above a card's stretched title link (z-index), so a tap on the heart never opens the lesson.
const Toggle = styled.button`
  position: relative;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: ${TOUCH_TARGET};
  min-height: ${TOUCH_TARGET};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  ${focusRing}

  &:hover {
    border-color: ${({ theme }) => theme.colors.border};
  }
`;

const Heart = styled.svg<{ $on: boolean }>`
  width: 1.5rem;
  height: 1.5rem;
  fill: ${({ theme, $on }) => ($on ? theme.colors.danger : 'transparent')};
  stroke: ${({ theme, $on }) => ($on ? theme.colors.danger : theme.colors.text)};
  stroke-width: 1.8;
  stroke-linejoin: round;
`;

export interface FavoriteButtonProps {
  /** What is (or is not) a favourite, for the button's name: "Favorita: <title>". */
  title: string;
  pressed: boolean;
  onToggle: () => void;
  /** Show "Guardada" / "Guardar" beside the heart (the player); the heart alone on cards. */
  showLabel?: boolean;
  /** The send button of a form that posts the change (it works before the app runs). */
  submits?: boolean;
}

/** A heart that toggles: a pressed button (aria-pressed), so a screen reader says "on" or "off". */
export function FavoriteButton({ title, pressed, onToggle, showLabel = false, submits = false }: FavoriteButtonProps) {
  const { t } = useTranslation('ui');
  return (
    <Toggle
      type={submits ? 'submit' : 'button'}
      aria-pressed={pressed}
      aria-label={showLabel ? undefined : t('favorite.name', { title })}
      onClick={(event) => {
        // A form's send button: the app makes the change here, and the form is not posted.
        if (submits) event.preventDefault();
        onToggle();
      }}
    >
      <Heart viewBox="0 0 24 24" aria-hidden="true" focusable="false" $on={pressed}>
        <path d={HEART} />
      </Heart>
      {showLabel && <span>{pressed ? t('favorite.saved') : t('favorite.save')}</span>}
    </Toggle>
  );
}

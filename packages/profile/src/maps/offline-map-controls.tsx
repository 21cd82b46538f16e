import { ToolButton } from '@aula/ui-kit/tool-button';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

// Below the map rather than on it: on a phone, buttons over the map would hide what they act on.
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-top: 2px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Control = styled(ToolButton)`
  font-weight: 700;
`;

const Note = styled.p`
  margin: 0 0 0 auto;
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface OfflineMapControlsProps {
  zoom: number;
  minZoom: number;
  maxZoom: number;
  onZoom: (zoom: number) => void;
  /** Puts the pin in the middle of the map: the way to place it without a pointer. */
  onPinHere: () => void;
}

export function OfflineMapControls({ zoom, minZoom, maxZoom, onZoom, onPinHere }: OfflineMapControlsProps) {
  const { t } = useTranslation('profile');
  return (
    <Bar>
      <Control type="button" aria-label={t('map.zoomIn')} disabled={zoom >= maxZoom} onClick={() => onZoom(zoom + 1)}>
        +
      </Control>
      <Control type="button" aria-label={t('map.zoomOut')} disabled={zoom <= minZoom} onClick={() => onZoom(zoom - 1)}>
        −
      </Control>
      <Control type="button" onClick={onPinHere}>
        {t('map.pinHere')}
      </Control>
      <Note>{t('map.offlineNote')}</Note>
    </Bar>
  );
}

import { useGetMediaUsageQuery } from '@aula/api-client/console-media';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Line = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const GB = 1_000_000_000;

/** Sizes as the quota counts them (decimal, MEDIA_QUOTA_MB), in the page's language: "1,2 GB", "1.2 GB". */
export function useStorageSize() {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language || 'es', { maximumFractionDigits: 1 });
  return (bytes: number) =>
    bytes >= GB / 10 ? `${number.format(bytes / GB)} GB` : `${number.format(Math.ceil(bytes / 1_000_000))} MB`;
}

/**
 * What the ally's finished media take of its quota ("Usas 1,2 GB de 5 GB"), beside the uploaders:
 * the team sees the room left before a file is refused for it. Nothing while it loads or if it fails.
 */
export function MediaUsage() {
  const { t } = useTranslation('console');
  const size = useStorageSize();
  const { data } = useGetMediaUsageQuery();
  if (!data) return null;
  return <Line>{t('media.usage.line', { used: size(data.used_bytes), quota: size(data.quota_bytes) })}</Line>;
}

import type { ConsoleBrand } from '@aula/contracts/console-brand';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** A sentence with a mark at its start (green once learners see the draft): it wraps on a phone as text does. */
const Line = styled.p<{ $published: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-inline-start: 4px solid ${({ theme, $published }) => ($published ? theme.colors.success : theme.colors.border)};
  font-weight: 700;
`;

/**
 * Where the brand's publication stands: what learners see is the draft (published), an older
 * version (a draft not yet published), or still the brand folder the ally started from.
 */
export function BrandStatus({ brand }: { brand: ConsoleBrand }) {
  const { t } = useTranslation('console', { keyPrefix: 'brand.status' });
  const date = useDateFormat();
  const { version, published_version: published, published_at: at } = brand;
  if (published === null || at === null) return <Line $published={false}>{t('never')}</Line>;
  const values = { version: published, date: date.day(at) };
  const upToDate = version <= published;
  return <Line $published={upToDate}>{t(upToDate ? 'published' : 'draft', values)}</Line>;
}

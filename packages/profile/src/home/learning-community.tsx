import { useGetAllyCustomersQuery, useGetSubjectsQuery } from '@aula/api-client/catalogs';
import { useCurrentBrand } from '@aula/ui-kit/current-brand';
import { RowList } from '@aula/ui-kit/row-list';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Block = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }

  h3 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Chips = styled(RowList)`
  li {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/**
 * Who the learner learns with: the topics taught and the businesses learning with the same ally
 * (its own list, by its code). The shared catalogues of teachers, campuses and partner kinds are
 * not shown: they belong to no ally, and no brand declares its own, so a learner would read stock
 * people, centres or partners as their ally's. Secondary content: a list that fails or is empty is
 * simply left out.
 */
export function LearningCommunity({ allyCode }: { allyCode: string }) {
  const { t } = useTranslation('profile');
  const allyName = useCurrentBrand()?.config.name ?? allyCode;
  const subjects = useGetSubjectsQuery().data ?? [];
  const customers = useGetAllyCustomersQuery(allyCode).data ?? [];
  if (subjects.length + customers.length === 0) return null;

  return (
    <Block aria-labelledby="community-title">
      <h2 id="community-title">{t('community.title')}</h2>
      {subjects.length > 0 && (
        <>
          <h3>{t('community.subjects')}</h3>
          <Chips lang="es">
            {subjects.map((subject) => (
              <li key={subject.id}>{subject.name}</li>
            ))}
          </Chips>
        </>
      )}
      {customers.length > 0 && (
        <>
          <h3>{t('community.customers', { ally: allyName })}</h3>
          <Chips>
            {customers.map((customer) => (
              <li key={customer.id}>{customer.name}</li>
            ))}
          </Chips>
        </>
      )}
    </Block>
  );
}

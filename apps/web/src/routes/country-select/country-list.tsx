import type { Country } from '@aula/contracts/countries';
import { focusRing, TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import styled from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CountryButton = styled.button`
  width: 100%;
  min-height: ${TOUCH_TARGET};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  ${focusRing}
`;

/** One big button per country: the whole row is the touch target. */
export function CountryList({ countries, onChoose }: { countries: Country[]; onChoose: (code: string) => void }) {
  return (
    <List>
      {countries.map((country) => (
        <li key={country.code}>
          <CountryButton type="button" onClick={() => onChoose(country.code)}>
            {country.name}
          </CountryButton>
        </li>
      ))}
    </List>
  );
}

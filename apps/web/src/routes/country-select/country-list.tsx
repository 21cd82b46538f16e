import type { Country } from '@aula/contracts/countries';
import { focusRing, TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { Link } from 'react-router';
import styled from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CountryLink = styled(Link)`
  display: block;
  box-sizing: border-box;
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
  text-decoration: none;
  ${focusRing}
`;

/**
 * One big link per country (the whole row is the touch target): to its ally's landing where one
 * ally offers it, else to the country's allies (`hrefOf`). A link works before the app runs.
 */
export function CountryList({
  countries,
  hrefOf,
  onChoose,
}: {
  countries: Country[];
  hrefOf: (code: string) => string;
  onChoose: (code: string) => void;
}) {
  return (
    <List>
      {countries.map((country) => (
        <li key={country.code}>
          <CountryLink to={hrefOf(country.code)} onClick={() => onChoose(country.code)}>
            {country.name}
          </CountryLink>
        </li>
      ))}
    </List>
  );
}

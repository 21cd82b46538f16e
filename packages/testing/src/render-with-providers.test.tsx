import { useGetCountriesQuery } from '@aula/api-client/catalogs';
import { writeUserAccess } from '@aula/api-client/cookies';
import { ALLY_ROOT_PATTERN } from '@aula/contracts/site-paths';
import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { testTheme } from './brand-themes';
import { useMswServer } from './msw';
import { renderWithProviders } from './render-with-providers';

useMswServer();

const catalog = { namespace: 'demo', es: { hello: 'Hola, {{country}}' }, en: { hello: 'Hello, {{country}}' } };

const Branded = styled.p`
  color: ${({ theme }) => theme.colors.primary};
`;

function Greeting() {
  const { t } = useTranslation('demo');
  const { country } = useParams();
  return (
    <>
      <Branded>{t('hello', { country })}</Branded>
      <Link to="/otra/parte/mas?x=1">Seguir</Link>
    </>
  );
}

function CountryNames() {
  const { data } = useGetCountriesQuery();
  return (
    <ul>
      {data?.map((country) => (
        <li key={country.code}>{country.name}</li>
      ))}
    </ul>
  );
}

describe('renderWithProviders', () => {
  it('mounts the screen at its route pattern, in Spanish, with the brand theme', () => {
    renderWithProviders(<Greeting />, {
      route: '/co/crecer',
      path: ALLY_ROOT_PATTERN,
      messages: [catalog],
      brand: 'crecer',
    });
    expect(screen.getByText('Hola, co')).toHaveStyle({ color: testTheme('crecer').colors.primary });
  });

  it('shows where a navigation went through the location probe', async () => {
    const { user } = renderWithProviders(<Greeting />, {
      route: '/mx/impulsa',
      path: ALLY_ROOT_PATTERN,
      messages: [catalog],
    });
    await user.click(screen.getByRole('link', { name: 'Seguir' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/otra/parte/mas?x=1');
  });

  it('answers API calls from the shared mock server', async () => {
    writeUserAccess('learner');
    renderWithProviders(<CountryNames />);
    expect(await screen.findByText('México')).toBeInTheDocument();
  });

  it('starts every test without the cookies of the one before', () => {
    expect(document.cookie).not.toContain('user_access=');
  });
});

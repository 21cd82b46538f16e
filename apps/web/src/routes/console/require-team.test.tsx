import type { SessionState } from '@aula/api-client/session';
import type { SessionUser } from '@aula/contracts/auth';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { renderWithProviders } from '@aula/testing/render';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appMessages } from '../../app-messages';
import { RequireTeam } from './require-team';

const member = (access: SessionUser['access'], allyCode: string): SessionUser => ({
  id: 9,
  name: 'Quien sea',
  email: 'quien@example.com',
  phone_number: null,
  access,
  ally_code: allyCode,
  country: 'mx',
});

const on = (allyCode: string, user: SessionUser | null): SessionState => ({
  site: { country: 'mx', allyCode },
  signedIn: user !== null,
  user,
});

function renderConsoleAt(allyCode: string, session: SessionState) {
  return renderWithProviders(
    <Routes>
      <Route element={<RequireTeam />}>
        <Route index element={<p>la consola</p>} />
      </Route>
    </Routes>,
    {
      route: `/mx/${allyCode}/consola`,
      path: `${allyRoutePattern('console')}/*`,
      preloadedState: { session },
      messages: appMessages,
    },
  );
}

describe('the team guard of the console routes', () => {
  it.each([
    ['an impulsa admin', member('ally_admin', 'impulsa')],
    ['an impulsa editor', member('ally_editor', 'impulsa')],
    ['staff (every ally)', member('staff', 'crecer')],
  ])('lets %s into impulsa’s console', async (_, user) => {
    renderConsoleAt('impulsa', on('impulsa', user));
    expect(await screen.findByText('la consola')).toBeInTheDocument();
  });

  it('sends a visitor to the ally’s sign-in, coming back to the console after', async () => {
    renderConsoleAt('impulsa', on('impulsa', null));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/mx/impulsa/login?redirect=%2Fmx%2Fimpulsa%2Fconsola',
    );
  });

  it.each([
    ['a learner of the ally', member('learner', 'impulsa')],
    ['another ally’s editor', member('ally_editor', 'crecer')],
  ])('tells %s the console is not for them, with the way back', async (_, user) => {
    renderConsoleAt('impulsa', on('impulsa', user));
    expect(await screen.findByRole('heading', { name: 'Esta consola es para el equipo de impulsa' })).toBeVisible();
    expect(screen.queryByText('la consola')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al sitio' })).toHaveAttribute('href', '/mx/impulsa');
  });
});

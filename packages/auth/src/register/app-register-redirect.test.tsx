import { useMswServer } from '@aula/testing/msw';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test-render';
import { AppRegisterRedirect } from './app-register-redirect';

useMswServer();

const renderAppRegister = (route = '/home/tabs/register') =>
  renderScreen(<AppRegisterRedirect />, { route, path: '/home/tabs/register' });

describe('AppRegisterRedirect (/home/tabs/register)', () => {
  it('opens the registration of the country and ally the cookies remember, keeping a same-site redirect', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plants the cookies a visit leaves.
    document.cookie = 'country=co; path=/';
    // biome-ignore lint/suspicious/noDocumentCookie: as above.
    document.cookie = 'ally_code=crecer; path=/';
    const { router } = renderAppRegister('/home/tabs/register?redirect=%2Fco%2Fcrecer%2Fseccion');
    await waitFor(() => expect(router.state.location.pathname).toBe('/co/crecer/registro'));
    expect(router.state.location.search).toBe('?redirect=%2Fco%2Fcrecer%2Fseccion');
  });

  it('sends a visitor without those cookies (a first visit) to choose a country', async () => {
    const { router } = renderAppRegister();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

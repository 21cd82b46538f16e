import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FacebookLogin } from '../facebook/facebook-login';
import { FacebookLoginProvider } from '../facebook/use-facebook-login';
import { recordCalls, renderScreen } from '../test-render';
import { RegisterScreen } from './register-screen';

const server = useMswServer();

async function openFacebook(login?: FacebookLogin) {
  const screenUi = <RegisterScreen />;
  const rendered = renderScreen(
    login ? <FacebookLoginProvider login={login}>{screenUi}</FacebookLoginProvider> : screenUi,
    {
      route: '/mx/impulsa/registro',
      path: allyRoutePattern('register'),
    },
  );
  await rendered.user.click(screen.getByRole('tab', { name: 'Facebook' }));
  return rendered;
}

const facebookButton = () => screen.getByRole('button', { name: /Continuar con Facebook/ });

/** A Facebook Login that answers as told, standing in for the SDK. */
const fakeFacebook = (answer: () => Promise<{ accessToken: string; name?: string } | null>): FacebookLogin => ({
  offline: false,
  login: answer,
});

describe('RegisterScreen, Facebook (offline demo, no app id in the brand)', () => {
  it('asks for a name and email for the stand-in and refuses an email without a domain ("ana@")', async () => {
    const { user } = await openFacebook();
    expect(screen.getByText(/Modo de demostración/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Nombre en Facebook' }), 'Ana FB');
    await user.type(screen.getByRole('textbox', { name: 'Correo de Facebook' }), 'ana@');
    await user.click(facebookButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Escribe un nombre y un correo válidos');
  });

  it('connects, then sends fb_register with the local token, the phone and the consent', async () => {
    const calls = recordCalls(server);
    const { user, router } = await openFacebook();
    await user.type(screen.getByRole('textbox', { name: 'Nombre en Facebook' }), 'Ana: FB');
    await user.type(screen.getByRole('textbox', { name: 'Correo de Facebook' }), 'Ana@Example.com');
    await user.click(facebookButton());
    const connected = await screen.findByText('Conectado con Facebook como Ana FB.');
    await waitFor(() => expect(connected).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    expect(screen.getByRole('textbox', { name: 'Celular' })).toHaveAccessibleDescription(
      expect.stringContaining('Escribe tu número de celular.'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '5559990004');
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/registro/verificar'));
    expect(calls.find(({ call }) => call.endsWith('/fb_register/'))).toEqual({
      call: 'POST /api/mx/fb_register/',
      body: {
        access_token: 'local-fb:Ana FB:ana@example.com',
        phone_number: '+525559990004',
        ally_code: 'impulsa',
        accepts_terms: true,
      },
    });
  });

  it('shows the API refusing the Facebook token (400 invalid_facebook_token) above the form', async () => {
    server.use(
      http.post('*/api/mx/fb_register/', () =>
        HttpResponse.json({ error: 'invalid_facebook_token', message: 'Not valid' }, { status: 400 }),
      ),
    );
    const { user } = await openFacebook();
    await user.type(screen.getByRole('textbox', { name: 'Nombre en Facebook' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Correo de Facebook' }), 'ana@example.com');
    await user.click(facebookButton());
    await user.type(await screen.findByRole('textbox', { name: 'Celular' }), '5559990005');
    await user.click(screen.getByRole('checkbox', { name: /Acepto los términos/ }));
    await user.click(screen.getByRole('button', { name: 'Crear mi cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Facebook no confirmó tu cuenta.');
  });
});

describe('RegisterScreen, Facebook (the real Facebook Login)', () => {
  it('opens Facebook without asking for demo details and greets the connected person', async () => {
    const { user } = await openFacebook(fakeFacebook(async () => ({ accessToken: 'EAAB-token-123', name: 'Ana' })));
    expect(screen.queryByRole('textbox', { name: 'Nombre en Facebook' })).not.toBeInTheDocument();
    await user.click(facebookButton());
    expect(await screen.findByText('Conectado con Facebook como Ana.')).toBeInTheDocument();
  });

  it('says the person did not finish when they close the Facebook dialog', async () => {
    const { user } = await openFacebook(fakeFacebook(async () => null));
    await user.click(facebookButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('No terminaste de entrar con Facebook.');
  });

  it('says Facebook could not be reached when its SDK does not load', async () => {
    const { user } = await openFacebook(
      fakeFacebook(async () => {
        throw new Error('Facebook SDK could not be loaded');
      }),
    );
    await user.click(facebookButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos comunicarnos con Facebook.');
  });
});

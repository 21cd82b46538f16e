import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { callsOf, recordCalls, renderScreen } from '../test-render';
import { ForgotPasswordScreen } from './forgot-password-screen';

const server = useMswServer();

function renderForgot(state?: unknown) {
  return renderScreen(<ForgotPasswordScreen />, {
    route: '/mx/impulsa/recuperar',
    path: allyRoutePattern('forgotPassword'),
    state,
  });
}

const emailBox = () => screen.getByRole('textbox', { name: 'Correo electrónico' });
const sendLink = () => screen.getByRole('button', { name: 'Enviarme el enlace' });

describe('ForgotPasswordScreen, by email', () => {
  it('starts on the email tab and refuses an address without a domain ("demo@") without calling the API', async () => {
    const calls = recordCalls(server);
    const { user } = renderForgot();
    expect(screen.getByRole('tab', { name: 'Por correo', selected: true })).toBeInTheDocument();
    await user.type(emailBox(), 'demo@');
    await user.click(sendLink());
    expect(emailBox()).toHaveAccessibleDescription('Revisa tu correo; debe verse como nombre@ejemplo.com.');
    expect(emailBox()).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('asks for an empty email', async () => {
    const { user } = renderForgot();
    await user.click(sendLink());
    expect(emailBox()).toHaveAccessibleDescription('Escribe tu correo electrónico.');
  });

  it('sends the link with this site as url_base and confirms in neutral words', async () => {
    const calls = recordCalls(server);
    const { user } = renderForgot();
    await user.type(emailBox(), ' demo@impulsa.example ');
    await user.click(sendLink());
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      'Si hay una cuenta con demo@impulsa.example, te llegará un correo con un enlace para crear una nueva contraseña.',
    );
    expect(screen.getByRole('heading', { name: 'Revisa tus mensajes' })).toHaveFocus();
    // The link's lifetime is the server's setting, which the mail states; the screen claims none.
    expect(notice).not.toHaveTextContent(/unas horas/);
    // One way back to sign in on the screen, not one in the notice and another under it.
    expect(screen.getAllByRole('link', { name: 'Volver a iniciar sesión' })).toHaveLength(1);
    expect(calls).toEqual([
      {
        call: 'POST /api/send-reset-password/',
        body: { email: 'demo@impulsa.example', url_base: window.location.origin },
      },
    ]);
  });

  it('answers an address with no account ("nadie@impulsa.example") exactly like one with an account', async () => {
    const { user } = renderForgot();
    await user.type(emailBox(), 'nadie@impulsa.example');
    await user.click(sendLink());
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Si hay una cuenta con nadie@impulsa.example, te llegará un correo',
    );
  });

  it('lets the learner send another link', async () => {
    const { user } = renderForgot();
    await user.type(emailBox(), 'demo@impulsa.example');
    await user.click(sendLink());
    await user.click(await screen.findByRole('button', { name: 'Enviar otro enlace' }));
    expect(emailBox()).toHaveValue('demo@impulsa.example');
  });

  it('keeps the button busy while the request is on its way', async () => {
    server.use(http.post('*/api/send-reset-password/', () => new Promise<Response>(() => {})));
    const { user } = renderForgot();
    await user.type(emailBox(), 'demo@impulsa.example');
    await user.click(sendLink());
    expect(await screen.findByRole('button', { name: /Enviarme el enlace.*Cargando/ })).toBeDisabled();
  });

  it('shows the wait a rate-limited request asks for (429, retry_after 900)', async () => {
    server.use(
      http.post('*/api/send-reset-password/', () =>
        HttpResponse.json({ error: 'rate_limited', message: 'Too many', retry_after: 900 }, { status: 429 }),
      ),
    );
    const { user } = renderForgot();
    await user.type(emailBox(), 'demo@impulsa.example');
    await user.click(sendLink());
    expect(await screen.findByRole('alert')).toHaveTextContent('Espera 15 min');
  });
});

describe('ForgotPasswordScreen, by WhatsApp', () => {
  it('opens on the WhatsApp tab with the number handed over from sign-in and sends the link there', async () => {
    const calls = recordCalls(server);
    const { user } = renderForgot({ phone: { country: 'mx', number: '5550000001' } });
    expect(await screen.findByRole('tab', { name: 'Por WhatsApp', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Celular' })).toHaveValue('5550000001');
    await user.click(screen.getByRole('button', { name: 'Enviarme el enlace por WhatsApp' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Si hay una cuenta con el +52 55 5000 0001');
    expect(callsOf(calls)).toEqual(['POST /api/send-phone-token/']);
    expect(calls[0]?.body).toEqual({ phone_number: '+525550000001', url_base: window.location.origin });
  });

  it('refuses an incomplete number ("55 12") without calling the API', async () => {
    const calls = recordCalls(server);
    const { user } = renderForgot();
    await user.click(screen.getByRole('tab', { name: 'Por WhatsApp' }));
    await user.type(screen.getByRole('textbox', { name: 'Celular' }), '55 12');
    await user.click(screen.getByRole('button', { name: 'Enviarme el enlace por WhatsApp' }));
    expect(screen.getByRole('textbox', { name: 'Celular' })).toHaveAccessibleDescription(
      expect.stringContaining('parece incompleto'),
    );
    expect(calls).toEqual([]);
  });
});

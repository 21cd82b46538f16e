import { useMswServer } from '@aula/testing/msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

useMswServer();

function signedIn() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plants what a sign-in leaves (session cookie and mark).
  document.cookie = 'token.impulsa=mock-token-1; path=/';
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = 'user_access.impulsa=learner; path=/';
}

const backLink = async () => {
  const bar = await screen.findByRole('navigation', { name: /Regresar|Go back/ });
  return bar.querySelector('a');
};

describe('the way back from a learner screen', () => {
  it.each([
    ['es', 'Volver al logro'],
    ['en', 'Back to the achievement'],
  ] as const)('reads as one sentence in %s: %s, never "Volver a El logro"', async (language, words) => {
    signedIn();
    renderApp('/mx/impulsa/seccion/logros/1/webinars/1', { language });
    const link = await backLink();
    expect(link).toHaveTextContent(new RegExp(`^${words}$`));
    expect(link).toHaveAttribute('href', '/mx/impulsa/seccion/logros/1');
  });

  it.each([
    ['es', 'Volver a mi cuenta'],
    ['en', 'Back to my account'],
  ] as const)('names the account settings as a place in %s: %s', async (language, words) => {
    signedIn();
    renderApp('/mx/impulsa/seccion/cuenta/sesiones', { language });
    expect(await backLink()).toHaveTextContent(new RegExp(`^${words}$`));
  });
});

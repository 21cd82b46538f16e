import { writeToken } from '@aula/api-client/cookies';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lessonsMessages } from './messages';
import { SeccionHome } from './seccion-home';

useMswServer();

const ana = {
  id: 1,
  name: 'Ana López',
  email: 'demo@impulsa.example',
  phone_number: '+525550000001',
  access: 'learner' as const,
  ally_code: 'impulsa',
  country: 'mx',
};

describe('SeccionHome', () => {
  it('greets the learner and links each new lesson to its page', async () => {
    writeToken('mock-token-1');
    const { user, router } = renderWithProviders(<SeccionHome />, {
      route: '/pe/impulsa/seccion',
      path: '/:country/:brand/seccion',
      preloadedState: { session: { signedIn: true, user: ana } },
      messages: [lessonsMessages],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Mis lecciones' })).toBeInTheDocument();
    expect(screen.getByText('Hola, Ana. ¿Qué aprendes hoy?')).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Vende por WhatsApp sin perder clientes' }));
    expect(router.state.location.pathname).toBe('/pe/impulsa/seccion/lecciones/103');
  });
});

import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_PATH, achievementOf, earnedWith } from '../test-screen';
import { AchievementScreen } from './achievement-screen';
import { renderPosted } from './posted-render';

// The prize's forms as the server answered their post (achievement-action.ts): what the page draws
// from the answer, and the app taking over from there.

useMswServer();

const ADDRESS = {
  recipient_name: 'José Demo',
  phone_number: '55 5000 0002',
  street: 'Avenida Ermita Iztapalapa',
  exterior_number: '45',
  interior_number: '',
  neighborhood: 'Iztapalapa Centro',
  city: 'Iztapalapa',
  state: 'Ciudad de México',
  postal_code: '09000',
  references: '',
};

function renderGift(answer: unknown) {
  const fixture = achievementOf('crecer', earnedWith('physical'));
  const id = fixture.achievement.id;
  return {
    fixture,
    ...renderPosted(<AchievementScreen />, 'crecer', `/seccion/logros/${id}`, ACHIEVEMENT_PATH, answer),
  };
}

describe('the prize forms as the server answered them', { timeout: 20_000 }, () => {
  it('asks to confirm a checked address in the page, posting the same values confirmed; the app sends it', async () => {
    const confirm = { ...ADDRESS, phone_number: '+525550000002', country: 'mx' };
    delete (confirm as Partial<typeof confirm>).interior_number;
    delete (confirm as Partial<typeof confirm>).references;
    const { fixture, user, container } = renderGift({ form: 'shipping', values: ADDRESS, confirm });
    const check = await screen.findByRole('region', { name: '¿Tu dirección es correcta?' });
    expect(check).toHaveTextContent('Avenida Ermita Iztapalapa, 45, Iztapalapa Centro, Iztapalapa, 09000');
    const posted = check.querySelector('form');
    expect(posted).toHaveAttribute('method', 'post');
    expect(Object.fromEntries(new FormData(posted as HTMLFormElement))).toEqual({
      _form: 'shipping',
      ...ADDRESS,
      confirmado: '1',
    });
    expect(screen.getByRole('link', { name: 'Modificar dirección' })).toHaveAttribute('href', '#shipping-form');
    expect(container.querySelector('#shipping-form')).toHaveAttribute('method', 'post');
    expect(screen.getByLabelText('Calle')).toHaveValue(ADDRESS.street);

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(fixture.achievement.user_data_submitted).toBe(true));
  });

  it('draws an address refused by its rules with the values sent and the fault at its box', async () => {
    renderGift({ form: 'shipping', values: { ...ADDRESS, street: '' } });
    const street = await screen.findByLabelText('Calle');
    expect(street).toHaveAccessibleDescription('Completa este campo.');
    expect(screen.getByLabelText('Colonia')).toHaveValue(ADDRESS.neighborhood);
    expect(screen.queryByRole('region', { name: '¿Tu dirección es correcta?' })).toBeNull();
  });

  it('says the business address was put in, without judging the boxes yet', async () => {
    renderGift({ form: 'shipping', values: { ...ADDRESS, recipient_name: '' }, businessAddressUsed: true });
    expect(await screen.findByText('Pusimos la dirección de tu negocio. Revísala antes de guardar.')).toHaveAttribute(
      'data-without-app',
    );
    expect(screen.getByLabelText('Nombre de quien recibe')).not.toHaveAccessibleDescription('Completa este campo.');
    // Before the app runs, the offer is a send button of the form that names itself.
    const offer = screen.getByRole('button', { name: 'Usar la dirección de mi negocio' });
    expect(offer).toHaveAttribute('type', 'submit');
    expect(offer).toHaveAttribute('name', 'direccion_negocio');
  });

  it('draws a code the API refused blank, with the reason at the box', async () => {
    const fixture = achievementOf('impulsa', earnedWith('webinar'));
    renderPosted(<AchievementScreen />, 'impulsa', `/seccion/logros/${fixture.achievement.id}`, ACHIEVEMENT_PATH, {
      form: 'redeem-code',
      values: { code: '' },
      refusal: { code: 'invalid_code', fields: [] },
    });
    const code = await screen.findByLabelText('Código del webinar');
    expect(code).toHaveValue('');
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Ese código no es válido para este webinar.'));
    const form = code.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toMatchObject({
      _form: 'redeem-code',
      webinar_id: String(fixture.webinarId),
    });
  });

  it('says a code redeemed by a post was redeemed, without the app too', async () => {
    const fixture = achievementOf('impulsa', earnedWith('webinar'));
    const webinar = mockState().webinars.find((item) => item.id === fixture.webinarId);
    if (!webinar) throw new Error('the webinar achievement has no webinar');
    webinar.join_url = 'https://eventos.aula.example/sala';
    renderPosted(
      <AchievementScreen />,
      'impulsa',
      `/seccion/logros/${fixture.achievement.id}?canjeado=1`,
      ACHIEVEMENT_PATH,
      undefined,
    );
    expect(await screen.findByRole('link', { name: 'Entrar a la sesión' })).toBeInTheDocument();
    expect(screen.getByText('¡Listo! Ya tienes tu lugar en el webinar.')).toHaveAttribute('data-without-app');
  });
});

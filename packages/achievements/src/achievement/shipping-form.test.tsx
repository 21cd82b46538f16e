import type { ShippingAddress } from '@aula/contracts/achievements';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_PATH, achievementOf, earnedWith, renderScreen } from '../test-screen';
import { AchievementScreen } from './achievement-screen';

const server = useMswServer();

/** Crecer's demo learner (mock user 2) on their gift: an earned physical prize. */
function renderGift(language: 'es' | 'en' = 'es') {
  const { achievement } = achievementOf('crecer', earnedWith('physical'));
  return renderScreen(<AchievementScreen />, 'crecer', `/seccion/logros/${achievement.id}`, ACHIEVEMENT_PATH, language);
}

/** Records what the form sends, answering as the API does. */
function recordSentAddresses() {
  const sent: ShippingAddress[] = [];
  server.use(
    http.post('*/api/achievements/:id/user_data/', async ({ request }) => {
      const address = (await request.json()) as ShippingAddress;
      sent.push(address);
      return HttpResponse.json({ status: 'saved', address });
    }),
  );
  return sent;
}

const PHONE = 'Celular de contacto';
const PHONE_REFUSAL = /Revisa el número: parece incompleto o lleva letras/;

describe('ShippingForm', { timeout: 20_000 }, () => {
  it.each([
    ['the hint’s own way, +52 55 5000 0002', '+52 55 5000 0002', '+525550000002'],
    ['without +52 and with dashes, 55-5000-0003', '55-5000-0003', '+525550000003'],
  ])('sends a number written %s as the international number', async (_way, typed, expected) => {
    const sent = recordSentAddresses();
    const { user } = renderGift();
    await user.click(await screen.findByRole('button', { name: 'Usar la dirección de mi negocio' }));
    await user.clear(screen.getByLabelText('Nombre de quien recibe'));
    await user.type(screen.getByLabelText('Nombre de quien recibe'), 'José Demo');
    await user.clear(screen.getByLabelText(PHONE));
    await user.type(screen.getByLabelText(PHONE), typed);
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    await user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.phone_number).toBe(expected);
    expect(screen.queryByText(PHONE_REFUSAL)).toBeNull();
  });

  it('refuses a number two digits short (55 1234 56) and one with letters (55 12ab 5678) with a clear reason', async () => {
    const sent = recordSentAddresses();
    const { user } = renderGift();
    await user.click(await screen.findByRole('button', { name: 'Usar la dirección de mi negocio' }));
    await user.type(screen.getByLabelText('Nombre de quien recibe'), 'José Demo');
    for (const bad of ['55 1234 56', '55 12ab 5678']) {
      await user.clear(screen.getByLabelText(PHONE));
      await user.type(screen.getByLabelText(PHONE), bad);
      await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));
      await waitFor(() => expect(screen.getByLabelText(PHONE)).toHaveAccessibleDescription(PHONE_REFUSAL));
      expect(screen.getByLabelText(PHONE)).toHaveFocus();
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('fills the address from the business data the learner gave, and says so', async () => {
    const business = mockState().businessData[2]?.address;
    if (!business) throw new Error('Crecer’s demo learner has a business address in the mocks');
    const { user } = renderGift();
    await user.click(await screen.findByRole('button', { name: 'Usar la dirección de mi negocio' }));
    expect(screen.getByLabelText('Calle')).toHaveValue(business.street);
    expect(screen.getByLabelText('Número exterior')).toHaveValue(business.exterior_number);
    expect(screen.getByLabelText('Colonia')).toHaveValue(business.neighborhood);
    expect(screen.getByLabelText('Ciudad o municipio')).toHaveValue(business.city);
    expect(screen.getByLabelText('Estado')).toHaveValue(business.state);
    expect(screen.getByLabelText('Código postal')).toHaveValue(business.postal_code);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Pusimos la dirección de tu negocio. Revísala antes de guardar.',
    );
  });

  it('offers no business address to a learner who has not given one (address null)', async () => {
    let asked = false;
    server.use(
      http.get('*/api/business_data/', () => {
        asked = true;
        return HttpResponse.json({ ...mockState().businessData[2], address: null });
      }),
    );
    renderGift('en');
    expect(await screen.findByRole('button', { name: 'Save address' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toBe(true));
    // Give the answer a moment to reach the screen before looking for the offer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Use my business address' })).toBeNull();
  });
});

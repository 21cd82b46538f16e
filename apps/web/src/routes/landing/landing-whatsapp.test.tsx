import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

useMswServer();

function crecerLanding() {
  const landing = mockState().landingPages.find((page) => page.ally_code === 'crecer');
  if (!landing) throw new Error('the mocks have no landing for crecer');
  return landing;
}

describe("the landing's WhatsApp line", () => {
  it("links to the ally's number with a greeting in the box, as a plain link", async () => {
    crecerLanding().whatsapp_number = '+525550002000';
    renderApp('/mx/crecer');
    const link = await screen.findByRole('link', { name: 'Escríbenos por WhatsApp' }, { timeout: 5_000 });
    expect(link).toHaveAttribute('href', 'https://wa.me/525550002000?text=Hola');
  });

  it('says nothing of WhatsApp for an ally without a number', async () => {
    delete crecerLanding().whatsapp_number;
    renderApp('/mx/crecer');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Escríbenos por WhatsApp' })).not.toBeInTheDocument();
  });
});

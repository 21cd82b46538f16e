import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const server = useMswServer();

const TITLE = 'Lo que dicen quienes ya aprenden';

function crecerLanding() {
  const landing = mockState().landingPages.find((page) => page.ally_code === 'crecer');
  if (!landing) throw new Error('the mocks have no landing for crecer');
  return landing;
}

/** The paths the page asked the mock API for. */
function askedPaths() {
  const asked: string[] = [];
  server.events.on('response:mocked', ({ request }) => {
    asked.push(new URL(request.url).pathname);
  });
  return asked;
}

describe("the landing's reviews", () => {
  it('quotes what the ally wrote in its console, and none of the reviews catalogue', async () => {
    const landing = crecerLanding();
    landing.reviews = [
      { author: 'Rosa Méndez', business: 'Tortillería La Güera', rating: 4, comment: 'Ya sé cuánto gano.' },
    ];
    renderApp('/mx/crecer');
    const reviews = await screen.findByRole('region', { name: TITLE }, { timeout: 5_000 });
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(1);
    expect(within(reviews).getByText('Ya sé cuánto gano.')).toBeInTheDocument();
    expect(within(reviews).getByText('Tortillería La Güera')).toBeInTheDocument();
    for (const stock of mockState().reviews) expect(reviews).not.toHaveTextContent(stock.author);
  });

  it('leaves the section out for an ally that wrote none, without asking for the reviews catalogue', async () => {
    const asked = askedPaths();
    delete crecerLanding().reviews;
    renderApp('/mx/crecer');
    await screen.findByRole('heading', { level: 1, name: crecerLanding().title }, { timeout: 5_000 });
    await waitFor(() => expect(asked).toContain('/api/landing_pages/crecer/'));
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
    for (const stock of mockState().reviews) expect(document.body).not.toHaveTextContent(stock.comment);
    expect(asked).not.toContain('/api/catalogs/reviews/');
  });
});

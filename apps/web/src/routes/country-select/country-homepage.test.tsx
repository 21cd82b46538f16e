import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

const server = useMswServer();

function mexicanHomepage() {
  const page = mockState().homepages.find((candidate) => candidate.country === 'mx');
  if (!page) throw new Error('the demo world has no Mexican home page');
  return page;
}

describe('the chosen country’s home page on the ally choice', () => {
  it('shows its title, subtitle and highlights above the allies, after announcing the wait', async () => {
    server.use(http.get('*/api/:country/homepages/', async () => delay(150), { once: true }));
    const page = mexicanHomepage();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'México' }));
    expect(await screen.findByText('Cargando lo que te ofrecemos en tu país…')).toBeInTheDocument();

    const homepage = await screen.findByRole('region', { name: page.title });
    expect(homepage).toHaveTextContent(page.subtitle);
    const highlights = within(homepage)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(highlights).toEqual(page.highlights);
    // The home page comes first, then the question it leads to.
    const allies = screen.getByRole('region', { name: '¿Con quién quieres aprender en México?' });
    expect(homepage.compareDocumentPosition(allies) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('speaks English around the country’s own words', async () => {
    const { user } = renderApp('/', { language: 'en' });
    await user.click(await screen.findByRole('link', { name: 'México' }));
    expect(await screen.findByRole('region', { name: mexicanHomepage().title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Who would you like to learn with in México?' })).toBeInTheDocument();
  });

  // Bad input tried: the API failing. The visitor is told, can retry, and can still choose an ally.
  it('says when it could not load, still offers the allies, and loads on retry', async () => {
    server.use(http.get('*/api/:country/homepages/', () => HttpResponse.error(), { once: true }));
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'México' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar la presentación de tu país.');
    expect(screen.getByRole('link', { name: /Impulsa/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: mexicanHomepage().title })).toBeInTheDocument();
  });

  it('shows nothing for a country without a home page, only its allies', async () => {
    mockState().homepages = [];
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'México' }));
    expect(await screen.findByRole('region', { name: '¿Con quién quieres aprender en México?' })).toBeInTheDocument();
    // Once the country's (empty) answer is in, however long a loaded machine takes to give it.
    await waitFor(() => expect(screen.queryByText('Cargando lo que te ofrecemos en tu país…')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });
});

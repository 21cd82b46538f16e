import { writeCountry } from '@aula/api-client/cookies';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { CurrentBrandProvider } from '@aula/ui-kit/current-brand';
import { formatDay } from '@aula/ui-kit/date-format';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { blogMessages } from '../messages';
import { brandFor } from '../test-brand';
import { BlogListScreen } from './blog-list-screen';

const server = useMswServer();

// The demo world's Mexican posts, newest first as the API lists them (at least seven: two pages).
const mexican = () => mockState().posts.filter((post) => post.country === 'mx');

function renderBlog(route: string, language: 'es' | 'en' = 'es') {
  writeCountry(route.split('/')[1] ?? 'mx');
  return renderWithProviders(<BlogListScreen />, {
    route,
    path: route.includes('/pagina/') ? allyRoutePattern('blogPage') : allyRoutePattern('blog'),
    messages: [blogMessages],
    language,
  });
}

describe('BlogListScreen', () => {
  it("lists the country's six newest posts, each linking to its slug, with page 2 as a link", async () => {
    renderBlog('/mx/impulsa/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando artículos…');
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    const [newest] = mexican();
    if (!newest) throw new Error('The demo world has no Mexican post');
    expect(screen.getByRole('link', { name: newest.title })).toHaveAttribute('href', `/mx/impulsa/blog/${newest.slug}`);
    expect(
      screen.getAllByText(formatDay(newest.published_at, { locale: 'es-MX' }), { exact: false }).length,
    ).toBeGreaterThan(0);
    const pages = screen.getByRole('navigation', { name: 'Páginas del blog' });
    expect(within(pages).getByRole('link', { name: 'Página 2' })).toHaveAttribute('href', '/mx/impulsa/blog/pagina/2');
    expect(within(pages).getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows page 2 from the URL with the remaining posts and a link back to page 1', async () => {
    renderBlog('/mx/impulsa/blog/pagina/2');
    expect(await screen.findAllByRole('article')).toHaveLength(Math.min(6, mexican().length - 6));
    expect(screen.getByRole('link', { name: 'Página 1' })).toHaveAttribute('href', '/mx/impulsa/blog');
    expect(screen.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Blog · página 2');
  });

  it('moves to the next page when its link is followed', async () => {
    const { user, router } = renderBlog('/mx/impulsa/blog');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('link', { name: 'Siguiente' }));
    expect(router.state.location.pathname).toBe('/mx/impulsa/blog/pagina/2');
  });

  it.each([
    ['a page past the last (9)', '/mx/impulsa/blog/pagina/9'],
    ['a page that is not a number (abc)', '/mx/impulsa/blog/pagina/abc'],
    ['page 0', '/mx/impulsa/blog/pagina/0'],
  ])('shows a not-found page for %s, with the way back', async (_name, route) => {
    renderBlog(route);
    expect(await screen.findByRole('heading', { name: 'Esta página del blog no existe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al blog' })).toHaveAttribute('href', '/mx/impulsa/blog');
  });

  it('sends /blog/pagina/1 to /blog, the one address of the first page', async () => {
    const { router } = renderBlog('/mx/impulsa/blog/pagina/1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa/blog'));
  });

  it('says so when the country has no posts yet', async () => {
    server.use(
      http.get('*/api/:country/posts/', () =>
        HttpResponse.json({ count: 0, page: 1, page_size: 6, next: null, previous: null, results: [] }),
      ),
    );
    renderBlog('/pe/impulsa/blog');
    expect(await screen.findByText('Aún no hay artículos para tu país. Vuelve pronto.')).toBeInTheDocument();
  });

  it('offers a retry when the list fails, and shows the posts once it works', async () => {
    let fail = true;
    server.use(http.get('*/api/:country/posts/', () => (fail ? HttpResponse.json({}, { status: 500 }) : undefined)));
    const { user } = renderBlog('/mx/impulsa/blog');
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar los artículos.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByRole('article')).toHaveLength(6);
  });

  it('writes dates and words in English when English is chosen', async () => {
    renderBlog('/mx/impulsa/blog', 'en');
    await screen.findAllByRole('article');
    const [newest] = mexican();
    expect(
      screen.getAllByText(formatDay(newest?.published_at ?? '', { locale: 'en-MX' }), { exact: false }).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText(`By ${newest?.author}`, { exact: false }).length).toBeGreaterThan(0);
  });
});

describe('BlogListScreen of an ally without a blog', () => {
  it('is a not-found page, asking the API nothing', async () => {
    writeCountry('mx');
    const brand = brandFor('impulsa');
    const noBlog = { ...brand, config: { ...brand.config, features: { ...brand.config.features, blog: false } } };
    renderWithProviders(
      <CurrentBrandProvider brand={noBlog}>
        <BlogListScreen />
      </CurrentBrandProvider>,
      { route: '/mx/impulsa/blog', path: allyRoutePattern('blog'), messages: [blogMessages] },
    );
    expect(screen.getByRole('heading', { name: 'Esta página del blog no existe' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('BlogListScreen in two tabs', () => {
  it("shows the route's country even when the country cookie names another (set by a second tab)", async () => {
    writeCountry('mx');
    renderWithProviders(<BlogListScreen />, {
      route: '/co/impulsa/blog',
      path: allyRoutePattern('blog'),
      messages: [blogMessages],
    });
    const colombian = mockState().posts.filter((post) => post.country === 'co');
    expect(await screen.findByRole('link', { name: colombian[0]?.title ?? '' })).toBeInTheDocument();
  });
});

describe("BlogListScreen of one ally's site", () => {
  it("leaves another ally's post off the blog (crecer's, published in Mexico)", async () => {
    renderBlog('/mx/impulsa/blog');
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(screen.queryByRole('link', { name: 'Inventario semanal' })).not.toBeInTheDocument();
  });
});

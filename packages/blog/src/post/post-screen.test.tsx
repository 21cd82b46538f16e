import { writeCountry } from '@aula/api-client/cookies';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { CurrentBrandProvider } from '@aula/ui-kit/current-brand';
import { formatDay } from '@aula/ui-kit/date-format';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { blogMessages } from '../messages';
import { brandFor } from '../test-brand';
import { ARTICLE_SCRIPT_ID, jsonLdText } from './article-jsonld';
import { PostScreen } from './post-screen';
import { readingMinutes } from './reading-time';

const server = useMswServer();

/** The demo world's newest Mexican post. */
function newestPost() {
  const post = mockState().posts.find((candidate) => candidate.country === 'mx');
  if (!post) throw new Error('The demo world has no Mexican post');
  return post;
}

function renderPost(slug: string, { allyCode = 'impulsa', language = 'es' as 'es' | 'en' } = {}) {
  writeCountry('mx');
  return renderWithProviders(
    <CurrentBrandProvider brand={brandFor(allyCode)}>
      <PostScreen />
    </CurrentBrandProvider>,
    {
      route: `/mx/${allyCode}/blog/${slug}`,
      path: allyRoutePattern('blogPost'),
      messages: [blogMessages],
      language,
    },
  );
}

const hostile = {
  id: 77,
  slug: 'precios-claros',
  title: 'Precios claros',
  excerpt: 'Cómo explicar tus precios.',
  cover_image_url: '/media/precios.jpg',
  author: 'Mariana López',
  published_at: '2026-03-05T09:00:00-06:00',
  country: 'mx',
  body_html: `<h2>Paso uno</h2><p onclick="steal()">${'palabra '.repeat(450)}</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">truco</a><a href="https://example.org/guia">guía</a><p style="color:red">fin</p>`,
};

describe('PostScreen', () => {
  it('shows the post with its date, author and reading time, and its title as the page title', async () => {
    const post = newestPost();
    renderPost(post.slug);
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(post.title);
    expect(article).toHaveTextContent(formatDay(post.published_at, { locale: 'es-MX' }));
    expect(article).toHaveTextContent(`Por ${post.author}`);
    expect(article).toHaveTextContent(`${readingMinutes(post.body_html)} min de lectura`);
    expect(document.title).toBe(post.title);
  });

  it('cleans hostile HTML (script, handlers, javascript: links, styles) and keeps the rich text', async () => {
    server.use(http.get('*/api/:country/posts/slug/:slug/', () => HttpResponse.json(hostile)));
    renderPost('precios-claros');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 2, name: 'Paso uno' })).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onclick], [onerror], [style]')).toBeNull();
    expect(within(article).getByText('truco')).not.toHaveAttribute('href');
    const external = within(article).getByRole('link', { name: 'guía' });
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAttribute('target', '_blank');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    // 450 words at 200 a minute: three minutes, rounded up.
    expect(article).toHaveTextContent('3 min de lectura');
  });

  it("offers the brand's share networks with the post's title, description and image", async () => {
    server.use(http.get('*/api/:country/posts/slug/:slug/', () => HttpResponse.json(hostile)));
    renderPost('precios-claros', { allyCode: 'impulsa' });
    const share = await screen.findByRole('region', { name: 'Comparte este artículo' });
    const whatsapp = within(share).getByRole('link', { name: 'Compartir en WhatsApp' });
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain('Cómo explicar tus precios.');
    const email = new URL(within(share).getByRole('link', { name: 'Compartir por correo' }).getAttribute('href') ?? '');
    expect(email.searchParams.get('subject')).toBe('Precios claros');
    expect(email.searchParams.get('body')).toContain('Cómo explicar tus precios.');
    expect(within(share).queryByRole('link', { name: 'Compartir en LinkedIn' })).not.toBeInTheDocument();
  });

  it('writes structured data no post text can break out of', () => {
    // Bad input tried: a title that closes the script and opens another.
    const text = jsonLdText({ headline: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });

  it('puts Article structured data in the page and takes it out on leaving', async () => {
    server.use(http.get('*/api/:country/posts/slug/:slug/', () => HttpResponse.json(hostile)));
    const { unmount } = renderPost('precios-claros');
    await screen.findByRole('article');
    const script = document.getElementById(ARTICLE_SCRIPT_ID);
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Precios claros',
      datePublished: '2026-03-05T09:00:00-06:00',
      author: { name: 'Mariana López' },
      publisher: { name: 'Impulsa Negocios' },
      image: [`${window.location.origin}/media/precios.jpg`],
    });
    unmount();
    expect(document.getElementById(ARTICLE_SCRIPT_ID)).toBeNull();
  });

  it('shows a not-found page for an unknown slug, not a crash', async () => {
    renderPost('no-existe-este-articulo');
    expect(await screen.findByRole('heading', { name: 'No encontramos este artículo' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Volver al blog' })[0]).toHaveAttribute('href', '/mx/impulsa/blog');
  });

  it("shows an ally's own post on its site and a not-found page on another ally's", async () => {
    // Crecer's "Inventario semanal" (the console's mock world), published in Mexico.
    const crecer = renderPost('inventario-semanal', { allyCode: 'crecer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Inventario semanal' })).toBeInTheDocument();
    crecer.unmount();
    renderPost('inventario-semanal', { allyCode: 'impulsa' });
    expect(await screen.findByRole('heading', { name: 'No encontramos este artículo' })).toBeInTheDocument();
    expect(screen.queryByText('Inventario semanal')).not.toBeInTheDocument();
  });

  it('does not even ask the API for a malformed slug (Mayúsculas_y_espacios)', async () => {
    renderPost('Mayúsculas_y_espacios');
    expect(screen.getByRole('heading', { name: 'No encontramos este artículo' })).toBeInTheDocument();
  });

  it('offers a retry when loading fails for another reason', async () => {
    server.use(http.get('*/api/:country/posts/slug/:slug/', () => HttpResponse.json({}, { status: 503 })));
    renderPost(newestPost().slug);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar este artículo.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('writes the date and reading time in English', async () => {
    const post = newestPost();
    renderPost(post.slug, { language: 'en' });
    const article = await screen.findByRole('article');
    expect(article).toHaveTextContent(formatDay(post.published_at, { locale: 'en-MX' }));
    expect(article).toHaveTextContent(`${readingMinutes(post.body_html)} min read`);
  });
});

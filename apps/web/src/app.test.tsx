import { landingPages } from '@aula/mocks/fixtures/landing-pages';
import { lessonFixtures, lessonTitled } from '@aula/mocks/fixtures/lessons';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandsOffering } from './brands';
// The header's sign-out question is fetched at the tap; loaded up front so a busy machine's slow import is no failure.
import './routes/brand/sign-out-question';
import { renderApp, warmUpApp } from './test/render-app';

/** A session of one ally, as a sign-in on its site leaves it in the browser. */
const signedInAt = (allyCode: string, token: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plants what a sign-in leaves: the API's (here readable) session cookie and the page's mark.
  document.cookie = `token.${allyCode}=${token}; path=/`;
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = `user_access.${allyCode}=learner; path=/`;
};

useMswServer();

// The demo world the mocks serve (the same the API seeds): landing copy and lessons by ally.
const landingOf = (allyCode: string) => {
  const page = landingPages.find((candidate) => candidate.ally_code === allyCode);
  if (!page) throw new Error(`No landing page fixture for ${allyCode}`);
  return page;
};
const lessonsOf = (allyCode: string, country: string) =>
  lessonFixtures.filter((lesson) => lesson.allyCode === allyCode && lesson.countries.includes(country));
const customerLesson = lessonTitled('Conoce a tu cliente ideal').detail;

describe('the app routes', () => {
  beforeAll(warmUpApp, 120_000);

  it('lists the countries, shows the allies of a shared country, and opens the chosen landing', async () => {
    const { user, router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Elige tu país' })).toBeInTheDocument();
    const countries = await screen.findAllByRole('link', { name: /México|Colombia|Perú/ });
    expect(countries.map((button) => button.textContent)).toEqual(['México', 'Colombia', 'Perú']);

    await user.click(screen.getByRole('link', { name: 'México' }));
    expect(document.cookie).toContain('country=mx');
    const allies = screen.getByRole('region', { name: '¿Con quién quieres aprender en México?' });
    // Every ally of the build that offers México (a new brand folder joins the list, no edit here).
    const names = within(within(allies).getByRole('list'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(brandsOffering('mx').map((brand) => brand.config.name));
    expect(names).toEqual(expect.arrayContaining(['Crecer', 'Impulsa']));

    await user.click(within(allies).getByRole('link', { name: 'Impulsa' }));
    expect(await screen.findByRole('heading', { level: 1, name: landingOf('impulsa').title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mx/impulsa');
    expect(document.cookie).toContain('ally_code=impulsa');
  });

  it('goes straight to the only ally of a country', async () => {
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Perú' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pe/impulsa'));
    expect(document.cookie).toContain('country=pe');
  });

  it('shows the landing with the ally’s new and most viewed lessons, in its brand', async () => {
    renderApp('/mx/crecer');
    const crecer = landingOf('crecer');
    expect(await screen.findByRole('heading', { level: 1, name: crecer.title })).toBeInTheDocument();
    // A visitor's call to action registers; the learner's goes on to the lessons.
    expect(screen.getByRole('link', { name: crecer.call_to_action })).toHaveAttribute('href', '/mx/crecer/registro');
    const newLessons = screen.getByRole('region', { name: 'Lecciones nuevas' });
    const mostViewed = screen.getByRole('region', { name: 'Lo más visto' });
    const published = lessonsOf('crecer', 'mx').length;
    expect(await within(newLessons).findAllByRole('article')).toHaveLength(published);
    expect(await within(mostViewed).findAllByRole('article')).toHaveLength(published);
    expect(within(screen.getByRole('banner')).getByRole('img', { name: 'Crecer' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Crecer'));
    expect(JSON.parse(document.getElementById('organization-jsonld')?.textContent ?? '{}')).toMatchObject({
      '@type': 'Organization',
      name: 'Crecer Comercio',
      logo: { width: 326, height: 127 },
    });
  });

  it('sends an unknown path back to the country choice', async () => {
    const { router } = renderApp('/esto/no/existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Elige tu país' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends an unknown brand, or a country the brand does not offer, back to the country choice', async () => {
    const first = renderApp('/mx/otra-marca');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    first.router.dispose();
    const second = renderApp('/pe/crecer');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
    expect(document.cookie).not.toContain('ally_code=crecer');
  });

  it('asks anonymous visitors of the content area to sign in first', async () => {
    const { router } = renderApp('/mx/impulsa/seccion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mx/impulsa/login');
    expect(router.state.location.search).toBe('?redirect=%2Fmx%2Fimpulsa%2Fseccion');
  });

  it('shows a shared lesson’s preview, whose sign-in (phone first, then the password) opens the lesson itself', async () => {
    const { user, router } = renderApp(`/mx/impulsa/seccion/lecciones/${customerLesson.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: customerLesson.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrate para verla' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ya tengo cuenta: inicia sesión' }));
    expect(router.state.location.pathname).toBe('/mx/impulsa/login');
    await user.type(await screen.findByRole('textbox', { name: 'Celular' }), '55 5000 0001');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByLabelText('Contraseña'), 'Aula-demo-2026');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('heading', { level: 1, name: customerLesson.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/mx/impulsa/seccion/lecciones/${customerLesson.id}`);
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    // The way back from a lesson, without the browser's back button.
    expect(screen.getByRole('link', { name: /Volver a mis lecciones/ })).toHaveAttribute('href', '/mx/impulsa/seccion');
  });

  it('sends a learner whose session the API refuses (401) to the login page', async () => {
    signedInAt('impulsa', 'mock-token-expired');
    const { router } = renderApp(`/mx/impulsa/seccion/lecciones/${customerLesson.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mx/impulsa/login');
    // The page forgets it was signed in; the ended cookie is the API's to clear.
    expect(document.cookie).not.toContain('user_access.impulsa=');
  });

  it('signs out from the header, once the learner confirms, and returns to the landing', async () => {
    signedInAt('impulsa', 'mock-token-1');
    const { user, router } = renderApp('/mx/impulsa/seccion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis lecciones' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Cerrar sesión' }));
    // The question is a chunk fetched at the tap (loaded up front by this file's imports). Looked for
    // as a dialog first: naming every button of the page at each try took ~3 s here, over 5 s on CI.
    const question = await screen.findByRole('dialog', {}, { timeout: 5_000 });
    await user.click(within(question).getByRole('button', { name: 'Sí, cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/impulsa'));
    // The landing's screen is a chunk of its own: on a busy machine it takes seconds. Its link is
    // looked for in the header alone: naming every link of the page at each try took over 5 s in CI.
    await waitFor(
      () => expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible(),
      { timeout: 10_000 },
    );
    // The API's answer to the sign-out cleared the session cookie; the page its mark.
    expect(document.cookie).not.toContain('token.impulsa=');
    expect(document.cookie).not.toContain('user_access.impulsa=');
  });

  it('keeps a session to its ally: another ally’s site is anonymous, in the same tab and on a fresh load', async () => {
    signedInAt('impulsa', 'mock-token-1');
    const { router } = renderApp('/mx/impulsa/seccion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis lecciones' })).toBeInTheDocument();
    await router.navigate('/mx/crecer');
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Iniciar sesión' })).toBeInTheDocument();
    await router.navigate('/mx/crecer/seccion');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mx/crecer/login'));
    // Back on the ally it belongs to, the session is still there.
    await router.navigate('/co/impulsa/seccion');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis lecciones' })).toBeInTheDocument();
  });

  it('in English keeps the ally’s own words Spanish and marks them so', async () => {
    renderApp('/mx/crecer', { language: 'en' });
    const heading = await screen.findByRole('heading', { level: 1, name: landingOf('crecer').title });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'es');
    const newLessons = screen.getByRole('region', { name: 'New lessons' });
    const [firstCard] = await within(newLessons).findAllByRole('article');
    expect(within(firstCard as HTMLElement).getByRole('link')).toHaveAttribute('lang', 'es');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).not.toHaveAttribute('lang');
  });
});

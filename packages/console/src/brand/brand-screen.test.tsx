import type { SessionUser } from '@aula/contracts/auth';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { server } from '@aula/mocks/node';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { AlertProvider } from '@aula/ui-kit/alert-provider';
import { AlertViewport } from '@aula/ui-kit/alerts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../messages';
import { consoleSession } from '../test/console-session';
import { BrandScreen } from './brand-screen';

useMswServer();

function renderScreen({
  role = 'ally_admin',
  language = 'es',
}: {
  role?: SessionUser['access'];
  language?: 'es' | 'en';
} = {}) {
  const session = consoleSession(role, 'impulsa');
  return renderWithProviders(
    <AlertProvider>
      <BrandScreen />
      <AlertViewport />
    </AlertProvider>,
    {
      route: '/mx/impulsa/consola/marca',
      path: allyRoutePattern('consoleBrand'),
      messages: [consoleMessages],
      preloadedState: session.preloadedState,
      language,
    },
  );
}

/** Every brand call the screen sends, with its body, until `stop`. */
function recordBrandCalls() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const listen = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET' || !path.startsWith('/api/console/brand/')) return;
    void request
      .clone()
      .json()
      .then((body: unknown) => calls.push({ method: request.method, path, body }));
  };
  server.events.on('request:start', listen);
  return { calls, stop: () => server.events.removeListener('request:start', listen) };
}

const lightMode = () => screen.getByRole('group', { name: 'Modo claro' });
const colorBox = (group: HTMLElement, name: string) => within(group).getByRole('textbox', { name });
const impulsaBrand = () => {
  const brand = mockState().brands.find((entry) => entry.folder.name === 'Impulsa');
  if (!brand) throw new Error('the mock world has no impulsa brand');
  return brand;
};

const TOO_CLOSE = 'Texto sobre el botón principal (modo claro): 2,28:1; necesita 4,5:1';

describe('BrandScreen', () => {
  it("loads the draft: name, line, both modes' colours, the thresholds and where its publication stands", async () => {
    renderScreen();
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Impulsa');
    expect(screen.getByRole('textbox', { name: 'Frase' })).toHaveValue(
      'Aprende a hacer crecer tu negocio, a tu ritmo.',
    );
    expect(colorBox(lightMode(), 'Principal')).toHaveValue('#0b5cad');
    expect(colorBox(screen.getByRole('group', { name: 'Modo oscuro' }), 'Principal')).toHaveValue('#7cb8ff');
    expect(screen.getByLabelText('Elegir Principal (modo claro)')).toHaveValue('#0b5cad');
    expect(screen.getByRole('spinbutton', { name: 'Parte del video vista (%)' })).toHaveValue(80);
    expect(screen.getByRole('textbox', { name: 'Nombre corto' })).toHaveValue('Impulsa');
    expect(screen.getByRole('textbox', { name: 'Sitio web de la organización' })).toHaveValue(
      'https://impulsa.example',
    );
    expect(screen.getByRole('textbox', { name: 'Términos de uso' })).toHaveValue('terminos');
    const countries = screen.getByRole('group', { name: 'Países donde se ofrece' });
    expect(await within(countries).findByRole('checkbox', { name: 'Perú' })).toBeChecked();
    expect(within(countries).getByRole('checkbox', { name: 'Argentina' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'País principal' })).toHaveValue('mx');
    const sharing = screen.getByRole('group', { name: 'Botones para compartir' });
    expect(within(sharing).getByRole('checkbox', { name: 'WhatsApp' })).toBeChecked();
    expect(within(sharing).getByRole('checkbox', { name: 'LinkedIn' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Hora de los recordatorios' })).toHaveValue('10');
    expect(screen.getByText('Aún sin publicar: se muestra la marca inicial.')).toBeInTheDocument();
    expect(screen.getByText(/Todos los textos se leen bien/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Historial de cambios' })).toBeInTheDocument();
  });

  it('names the pair below AA as the colour changes and refuses the save on that field (tried: light "Texto sobre el principal" #5a9be0 on #0b5cad)', async () => {
    const sent = recordBrandCalls();
    try {
      const { user } = renderScreen();
      const onPrimary = colorBox(await screen.findByRole('group', { name: 'Modo claro' }), 'Texto sobre el principal');
      await user.clear(onPrimary);
      await user.type(onPrimary, '#5a9be0');
      // The live check, read out politely, before any save.
      const report = await screen.findByText(TOO_CLOSE);
      expect(report.closest('[aria-live="polite"]')).not.toBeNull();
      expect(onPrimary).not.toHaveAttribute('aria-invalid');

      await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
      await waitFor(() => expect(onPrimary).toHaveAttribute('aria-invalid', 'true'));
      expect(onPrimary).toHaveAccessibleDescription(expect.stringContaining(TOO_CLOSE));
      expect(onPrimary).toHaveFocus();
      expect(sent.calls).toEqual([]);

      // Back to a readable white: the field stops being blamed at once.
      await user.clear(onPrimary);
      await user.type(onPrimary, '#ffffff');
      expect(onPrimary).not.toHaveAttribute('aria-invalid');
      expect(await screen.findByText(/Todos los textos se leen bien/)).toBeInTheDocument();
    } finally {
      sent.stop();
    }
  });

  it('says how to write a colour typed without its six figures (tried: "#0b5")', async () => {
    const { user } = renderScreen();
    const primary = colorBox(await screen.findByRole('group', { name: 'Modo claro' }), 'Principal');
    await user.clear(primary);
    await user.type(primary, '#0b5');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(primary).toHaveAttribute('aria-invalid', 'true'));
    expect(primary).toHaveAccessibleDescription(expect.stringContaining('Escribe el color como # y seis cifras'));
  });

  it('refuses a video threshold below 50 (tried: 40)', async () => {
    const { user } = renderScreen();
    const video = await screen.findByRole('spinbutton', { name: 'Parte del video vista (%)' });
    await user.clear(video);
    await user.type(video, '40');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(video).toHaveAttribute('aria-invalid', 'true'));
    expect(video).toHaveAccessibleDescription(expect.stringContaining('Usa un número de 50 o más.'));
  });

  it('refuses a site without countries, and a main country not ticked (tried: no country; Mexico unticked)', async () => {
    const sent = recordBrandCalls();
    try {
      const { user } = renderScreen();
      const countries = await screen.findByRole('group', { name: 'Países donde se ofrece' });
      for (const name of ['México', 'Colombia', 'Perú']) {
        await user.click(await within(countries).findByRole('checkbox', { name }));
      }
      await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
      expect(await within(countries).findByText('Marca al menos un país.')).toBeInTheDocument();
      expect(countries).toHaveAccessibleDescription(expect.stringContaining('Marca al menos un país.'));

      await user.click(within(countries).getByRole('checkbox', { name: 'Perú' }));
      await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
      const main = screen.getByRole('combobox', { name: 'País principal' });
      await waitFor(() => expect(main).toHaveAttribute('aria-invalid', 'true'));
      expect(main).toHaveAccessibleDescription(expect.stringContaining('uno de los países marcados'));
      expect(sent.calls).toEqual([]);
    } finally {
      sent.stop();
    }
  });

  it('refuses an organisation address without https and a 13-character short name (tried: http://impulsa.example, "Impulsa Negoc")', async () => {
    const { user } = renderScreen();
    const url = await screen.findByRole('textbox', { name: 'Sitio web de la organización' });
    await user.clear(url);
    await user.type(url, 'http://impulsa.example');
    const short = screen.getByRole('textbox', { name: 'Nombre corto' });
    await user.clear(short);
    await user.type(short, 'Impulsa Negoc');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
    expect(url).toHaveAccessibleDescription(expect.stringContaining('Escribe una dirección que empiece con https://'));
    expect(short).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the countries, share buttons and reminders hour as chosen, a ticked network last', async () => {
    const sent = recordBrandCalls();
    try {
      const { user } = renderScreen();
      const countries = await screen.findByRole('group', { name: 'Países donde se ofrece' });
      await user.click(await within(countries).findByRole('checkbox', { name: 'Perú' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'País principal' }), 'co');
      const sharing = screen.getByRole('group', { name: 'Botones para compartir' });
      await user.click(within(sharing).getByRole('checkbox', { name: 'Telegram' }));
      await user.click(within(sharing).getByRole('checkbox', { name: 'LinkedIn' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Hora de los recordatorios' }), '18:00');
      await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
      expect(await screen.findByText('Borrador guardado. Tus aprendices lo verán cuando lo publiques.')).toBeVisible();
      expect(sent.calls[0]?.body).toMatchObject({
        countries: ['mx', 'co'],
        default_country: 'co',
        share_networks: ['whatsapp', 'facebook', 'email', 'copy', 'linkedin'],
        reminders_hour: 18,
      });
    } finally {
      sent.stop();
    }
  });

  it('offers the typefaces by name and draws a line in the chosen one, loading only that one, then saves it', async () => {
    const sent = recordBrandCalls();
    const sampleFaces = () => [...document.head.querySelectorAll('style#brand-font-sample')];
    try {
      const { user } = renderScreen();
      const font = await screen.findByRole('combobox', { name: 'Tipo de letra' });
      expect(font).toHaveValue('system');
      expect(
        within(font)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'La del sitio, sin descarga',
        'Atkinson Hyperlegible Next',
        'Inter',
        'Nunito',
        'Lora',
        'Source Serif 4',
      ]);
      const sample = screen.getByText('Así se leerán tus lecciones: ¿qué aprenderás hoy?');
      // The site's default downloads nothing.
      expect(sampleFaces()).toEqual([]);

      await user.selectOptions(font, 'lora');
      expect(getComputedStyle(sample).fontFamily).toMatch(/^['"]?Lora Variable['"]?, Georgia/);
      await waitFor(() =>
        expect(sampleFaces().map((face) => face.textContent)).toEqual([expect.stringContaining('Lora')]),
      );
      expect(sampleFaces()[0]?.textContent).toContain('/fonts/lora/latin-5.3.0.woff2');
      await user.selectOptions(font, 'inter');
      expect(getComputedStyle(sample).fontFamily).toMatch(/Inter Variable/);
      await waitFor(() =>
        expect(sampleFaces().map((face) => face.textContent)).toEqual([expect.stringContaining('Inter')]),
      );
      expect(sampleFaces()[0]?.textContent).not.toContain('Lora');

      await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
      expect(await screen.findByText('Borrador guardado. Tus aprendices lo verán cuando lo publiques.')).toBeVisible();
      expect(sent.calls[0]?.body).toMatchObject({ font: 'inter' });
      await user.selectOptions(font, 'system');
      expect(sampleFaces()).toEqual([]);
    } finally {
      sent.stop();
    }
  });

  it('says on the typeface field why the server refused it (tried: a typeface the API does not serve)', async () => {
    server.use(
      http.put('*/api/console/brand/', () =>
        HttpResponse.json(
          {
            error: 'bad_request',
            message: 'Invalid input',
            fields: [{ field: 'font', reason: 'must be a typeface this site serves' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderScreen({ language: 'en' });
    const font = await screen.findByRole('combobox', { name: 'Typeface' });
    expect(within(font).getByRole('option', { name: "The site's own, no download" })).toBeInTheDocument();
    expect(screen.getByText('This is how your lessons will read: what will you learn today?')).toBeInTheDocument();
    await user.selectOptions(font, 'nunito');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(font).toHaveAttribute('aria-invalid', 'true'));
    expect(font).toHaveAccessibleDescription(expect.stringContaining('Choose a typeface from the list.'));
  });

  it('saves the draft with the version it read, says so, and learners still see the starting brand', async () => {
    const sent = recordBrandCalls();
    try {
      const { user } = renderScreen();
      const tagline = await screen.findByRole('textbox', { name: 'Frase' });
      await user.clear(tagline);
      await user.type(tagline, 'Tu negocio, paso a paso.');
      await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
      expect(await screen.findByText('Borrador guardado. Tus aprendices lo verán cuando lo publiques.')).toBeVisible();
      const { draft } = impulsaBrand();
      expect(sent.calls).toEqual([
        {
          method: 'PUT',
          path: '/api/console/brand/',
          body: { ...draft, tagline: 'Tu negocio, paso a paso.', version: 1 },
        },
      ]);
      expect(screen.getByText('Aún sin publicar: se muestra la marca inicial.')).toBeInTheDocument();
      expect(await screen.findByText('Adriana Admin lo editó')).toBeInTheDocument();
    } finally {
      sent.stop();
    }
  });

  it('saves the app icon chosen beside the logo, with its hint on what picture it must be', async () => {
    const sent = recordBrandCalls();
    try {
      const { user } = renderScreen();
      const appIcon = await screen.findByRole('textbox', { name: 'Ícono de la app' });
      expect(appIcon).toHaveValue('');
      expect(appIcon).toHaveAccessibleDescription(expect.stringContaining('cuadrada de al menos 640 × 640 px'));
      await user.type(appIcon, '/media/uploads/impulsa/icono-640.webp');
      await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
      expect(await screen.findByText('Borrador guardado. Tus aprendices lo verán cuando lo publiques.')).toBeVisible();
      expect(sent.calls[0]?.body).toMatchObject({
        app_icon_url: '/media/uploads/impulsa/icono-640.webp',
        logo_url: null,
      });
    } finally {
      sent.stop();
    }
  });

  it('says on the app icon field why the server refused its picture (tried: a 320 px picture the API read as too small)', async () => {
    const reason = 'must be at least 640 × 640 px (this picture is stored at 320 × 320 px)';
    server.use(
      http.put('*/api/console/brand/', () =>
        HttpResponse.json(
          { error: 'bad_request', message: 'Invalid input', fields: [{ field: 'app_icon_url', reason }] },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderScreen();
    const appIcon = await screen.findByRole('textbox', { name: 'Ícono de la app' });
    await user.type(appIcon, '/media/uploads/impulsa/icono-320.webp');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(appIcon).toHaveAttribute('aria-invalid', 'true'));
    expect(appIcon).toHaveAccessibleDescription(
      expect.stringContaining('Elige una imagen cuadrada de al menos 640 × 640 px que hayas subido aquí'),
    );
    expect(screen.getByRole('textbox', { name: 'Logotipo' })).not.toHaveAttribute('aria-invalid');
  });

  it('keeps the form and what was typed when the save finds no connection (tried: the network down on save and on reload)', async () => {
    const { user } = renderScreen();
    const tagline = await screen.findByRole('textbox', { name: 'Frase' });
    await user.clear(tagline);
    await user.type(tagline, 'Sin señal');
    server.use(
      http.put('*/api/console/brand/', () => HttpResponse.error()),
      http.get('*/api/console/brand/', () => HttpResponse.error()),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar borrador' })).toBeEnabled());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Frase' })).toHaveValue('Sin señal');
    expect(screen.queryByText('No pudimos cargar la marca.')).not.toBeInTheDocument();
  });

  it('publishes the version it read, and says it is published', async () => {
    const sent = recordBrandCalls();
    try {
      const { user } = renderScreen();
      await user.click(await screen.findByRole('button', { name: 'Publicar' }));
      expect(await screen.findByText('Marca publicada: tu sitio ya la muestra.')).toBeVisible();
      expect(sent.calls).toEqual([{ method: 'POST', path: '/api/console/brand/publish/', body: { version: 1 } }]);
      expect(screen.getByText(/^Publicado \(versión 1, .+\)$/)).toBeInTheDocument();
    } finally {
      sent.stop();
    }
  });

  it('saves unsaved edits before publishing, then publishes the saved version', async () => {
    const sent = recordBrandCalls();
    try {
      const { user } = renderScreen();
      const name = await screen.findByRole('textbox', { name: 'Nombre' });
      await user.clear(name);
      await user.type(name, 'Impulsa Negocios');
      await user.click(screen.getByRole('button', { name: 'Publicar' }));
      expect(await screen.findByText('Marca publicada: tu sitio ya la muestra.')).toBeVisible();
      expect(sent.calls.map(({ method, body }) => [method, (body as { version: number }).version])).toEqual([
        ['PUT', 1],
        ['POST', 2],
      ]);
      expect(screen.getByText(/^Publicado \(versión 2, .+\)$/)).toBeInTheDocument();
    } finally {
      sent.stop();
    }
  });

  it("tells a lost race and shows the other person's version on request (tried: saving version 1 after another admin saved version 2)", async () => {
    const { user } = renderScreen();
    const tagline = await screen.findByRole('textbox', { name: 'Frase' });
    // Another admin saves while this one edits.
    Object.assign(impulsaBrand(), {
      version: 2,
      draft: { ...impulsaBrand().draft, tagline: 'La de la otra persona.' },
    });
    await user.clear(tagline);
    await user.type(tagline, 'La mía.');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    const notice = await screen.findByRole('alert', { name: 'Alguien guardó esto mientras lo editabas' });
    expect(notice).toHaveFocus();
    await user.click(within(notice).getByRole('button', { name: 'Ver la versión guardada' }));
    expect(screen.getByRole('textbox', { name: 'Frase' })).toHaveValue('La de la otra persona.');
    expect(screen.queryByRole('alert', { name: 'Alguien guardó esto mientras lo editabas' })).not.toBeInTheDocument();
  });

  it("shows an editor the brand read-only, saying only admins change it (tried: impulsa's editor)", async () => {
    renderScreen({ role: 'ally_editor' });
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toBeDisabled();
    expect(colorBox(lightMode(), 'Principal')).toBeDisabled();
    expect(screen.getByText(/Solo quienes administran el sitio cambian la marca/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar borrador' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Países donde se ofrece' })).getAllByRole('checkbox')[0],
    ).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Hora de los recordatorios' })).toBeDisabled();
  });

  it('speaks English when the admin does', async () => {
    renderScreen({ language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Brand' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Save draft' })).toBeInTheDocument();
    expect(screen.getByText('Not published yet: the site shows the starting brand.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'App icon' })).toHaveAccessibleDescription(
      expect.stringContaining('a square picture of at least 640 × 640 px'),
    );
  });
});

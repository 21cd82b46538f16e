import { getApiSettings } from '@aula/api-client/settings';
import { themeProblems } from '@aula/brand/check-data';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appMessages } from '../../app-messages';
import { buildBrands } from '../../brands';
import { ThemeStudio } from './theme-studio';

useMswServer();

const [first, second] = buildBrands;
if (!first || !second) throw new Error('the studio tests need two brands in the build');

function renderStudio(initial = first?.config.allyCode) {
  return renderWithProviders(<ThemeStudio brands={buildBrands} initial={initial} />, { messages: appMessages });
}

type Mode = 'claro' | 'oscuro';
const frame = (mode: Mode) => screen.getByTitle(`Vista previa, modo ${mode}`) as HTMLIFrameElement;
const docOf = (mode: Mode) => {
  const doc = frame(mode).contentDocument;
  if (!doc) throw new Error(`the ${mode} preview has no document`);
  return doc;
};
const inPreview = (mode: Mode) => within(docOf(mode).body);
/**
 * The component styles the preview's document carries (styled-components writes them into its
 * head; its global style is not drawn under jsdom, so the page colours are checked in Chromium).
 */
const stylesOf = (mode: Mode) => docOf(mode).head.textContent ?? '';
const colorInput = (legend: RegExp, token: string) =>
  within(screen.getByRole('group', { name: legend }))
    .getByText(token)
    .closest('label')
    ?.querySelector('input') as HTMLInputElement | undefined;

describe('the theme studio', () => {
  it('shows the picked brand in light and dark and offers every brand of the build', async () => {
    const { user } = renderStudio();
    const picker = screen.getByRole('combobox', { name: 'Marca' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(buildBrands.map((brand) => brand.config.allyCode));
    for (const mode of ['claro', 'oscuro'] as const) {
      expect(await inPreview(mode).findByRole('heading', { level: 1, name: first.config.name })).toBeInTheDocument();
    }
    // Each frame's styles are its mode's: the sign-in button is drawn in that mode's primary.
    await waitFor(() => expect(stylesOf('claro')).toContain(first.theme.colors.light.primary));
    expect(stylesOf('oscuro')).toContain(first.theme.colors.dark.primary);
    expect(stylesOf('claro')).not.toContain(first.theme.colors.dark.primary);

    await user.selectOptions(picker, second.config.allyCode);
    for (const mode of ['claro', 'oscuro'] as const) {
      expect(await inPreview(mode).findByRole('heading', { level: 1, name: second.config.name })).toBeInTheDocument();
    }
    await waitFor(() => expect(stylesOf('oscuro')).toContain(second.theme.colors.dark.primary));
  });

  it('redraws both previews as the name and colours change, in the same documents (no reload)', async () => {
    const { user } = renderStudio();
    await inPreview('claro').findByRole('heading', { level: 1, name: first.config.name });
    const before = docOf('claro');
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    await user.clear(name);
    await user.type(name, 'Marca Nueva');
    for (const mode of ['claro', 'oscuro'] as const) {
      expect(await inPreview(mode).findByRole('heading', { level: 1, name: 'Marca Nueva' })).toBeInTheDocument();
    }
    const primary = colorInput(/modo claro/, 'Principal');
    if (!primary) throw new Error('no colour input for the light primary');
    fireEvent.change(primary, { target: { value: '#5a1e8c' } });
    await waitFor(() => expect(stylesOf('claro')).toContain('#5a1e8c'));
    expect(stylesOf('oscuro')).not.toContain('#5a1e8c');
    expect(docOf('claro')).toBe(before);
  });

  it('lists a faint colour pair as it happens, and clears it once readable again', async () => {
    renderStudio();
    const contrast = screen.getByRole('region', { name: 'Contraste' });
    expect(within(contrast).getByText(/Todos los textos se leen bien/)).toBeInTheDocument();
    const muted = colorInput(/modo claro/, 'Texto secundario');
    if (!muted) throw new Error('no colour input for the light muted text');
    fireEvent.change(muted, { target: { value: '#d0d0d0' } });
    expect(within(contrast).getByText('2 pares de colores no se leen bien:')).toBeInTheDocument();
    expect(within(contrast).getByText(/^Modo claro: Texto secundario sobre Fondo, \d\.\d\d:1/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2 pares sin contraste' })).toHaveAttribute('href', '#studio-contrast');
    expect(
      screen.getByText(
        new RegExp(
          `^brands/${first.config.allyCode}/theme\\.json: colors\\.light\\.textMuted: #d0d0d0 on colors\\.light\\.background`,
        ),
      ),
    ).toBeInTheDocument();

    fireEvent.change(muted, { target: { value: first.theme.colors.light.textMuted } });
    expect(within(contrast).getByText(/Todos los textos se leen bien/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contraste AA en todo' })).toBeInTheDocument();
  });

  it('refuses "12 px" and an empty name on their fields, and exports what was edited', async () => {
    const { user } = renderStudio();
    const large = screen.getByRole('textbox', { name: 'Grande' });
    await user.clear(large);
    await user.type(large, '12 px');
    await waitFor(() => expect(large).toHaveAccessibleDescription('Debe ser una medida CSS, p. ej. 8px o 0.5rem.'));
    await user.clear(screen.getByRole('textbox', { name: 'Nombre' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription('Completa este campo.'),
    );
    expect(screen.getByText('brand:check rechazaría 2 cosas de estos archivos:')).toBeInTheDocument();

    await user.clear(large);
    await user.type(large, '20px');
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Marca Exportada');
    expect(screen.queryByText(/brand:check rechazaría/)).not.toBeInTheDocument();
    const exported = (file: string) =>
      JSON.parse(document.querySelector(`pre[data-file="${file}"]`)?.textContent ?? '');
    expect(exported('theme.json').radii.lg).toBe('20px');
    expect(themeProblems(exported('theme.json'), first.config.allyCode)).toEqual([]);
    expect(exported('brand.json')).toEqual({ ...first.config, name: 'Marca Exportada' });
  });

  it('refuses a font list that would close the style sheet ("Georgia; }") on its field', async () => {
    const { user } = renderStudio();
    const body = screen.getByRole('textbox', { name: 'Fuente del texto' });
    await user.type(body, '; }');
    await waitFor(() =>
      expect(body).toHaveAccessibleDescription(
        expect.stringContaining('Debe ser una lista de fuentes CSS, sin ; { } < >.'),
      ),
    );
  });

  it('downloads theme.json as a file with the edited theme', async () => {
    const { user } = renderStudio();
    const blobs: Blob[] = [];
    const saved: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:studio';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Descargar theme.json' }));
    expect(saved).toEqual(['theme.json']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0] as Blob);
    });
    expect(JSON.parse(text)).toEqual(first.theme);
    click.mockRestore();
  });

  // Four real screens drawn in two frames, each loaded on demand: the slowest test of the file.
  it('shows the real sign-in screen and lesson player in both modes', { timeout: 40_000 }, async () => {
    const { user } = renderStudio();
    const screenPicker = screen.getByRole('combobox', { name: 'Pantalla' });
    await user.selectOptions(screenPicker, 'signIn');
    for (const mode of ['claro', 'oscuro'] as const) {
      expect(
        await inPreview(mode).findByRole('heading', { level: 1, name: 'Iniciar sesión' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
    }
    await user.selectOptions(screenPicker, 'lesson');
    for (const mode of ['claro', 'oscuro'] as const) {
      expect(
        await inPreview(mode).findByRole(
          'heading',
          { level: 1, name: 'Planea tu flujo de efectivo' },
          { timeout: 10_000 },
        ),
      ).toBeInTheDocument();
    }
  });

  it('takes a 326x127 logo at once, and says so of a 300x100 one or a file that is no image', async () => {
    const { user } = renderStudio();
    const input = screen.getByLabelText(/^Logo/);
    const svg = (width: number, height: number) =>
      new File([`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"></svg>`], 'logo.svg', {
        type: 'image/svg+xml',
      });
    await user.upload(input, svg(300, 100));
    expect(await screen.findByText('El logo mide 300×100; debe medir 326×127.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.upload(input, new File(['not an image'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText('No pudimos leer esa imagen.')).toBeInTheDocument();

    await user.upload(input, svg(326, 127));
    await waitFor(() => expect(screen.queryByText(/El logo mide|No pudimos leer/)).not.toBeInTheDocument());
    expect(input).not.toHaveAttribute('aria-invalid');
    await waitFor(() =>
      expect(inPreview('claro').getAllByRole('img', { name: first.config.name })[0]).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/svg\+xml/),
      ),
    );
  });

  it('keeps a refused request in a preview from sending the page to sign in, until it closes', async () => {
    const { router, unmount } = renderStudio();
    const start = router.state.location.pathname;
    getApiSettings().navigate(`/mx/${first.config.allyCode}/login`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe(start);
    unmount();
    getApiSettings().navigate(`/mx/${first.config.allyCode}/login`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/mx/${first.config.allyCode}/login`));
  });
});

import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBrands } from '../../brands';
import { renderApp } from '../../test/render-app';

useMswServer();

describe('the theme studio route', () => {
  it('is at /estudio in the preview build, over every brand, and keeps its own name in the tab', async () => {
    renderApp('/estudio');
    // The route and the studio come on demand (two chunks): given time on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Estudio de temas' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Marca' });
    expect(within(picker).getAllByRole('option')).toHaveLength(buildBrands.length);
    // The previews' own screens name themselves when they mount; the tab stays the studio's.
    const frame = screen.getByTitle('Vista previa, modo claro') as HTMLIFrameElement;
    await within(frame.contentDocument?.body as HTMLElement).findAllByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Estudio de temas · Aula'));
  });
});

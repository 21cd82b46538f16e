import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../messages';
import { consoleSession } from '../test/console-session';
import { ChangeHistory } from './change-history';

useMswServer();

function renderHistory(allyCode: string, itemId: number, language: 'es' | 'en' = 'es') {
  const session = consoleSession('ally_editor', allyCode);
  return renderWithProviders(<ChangeHistory itemType="module" itemId={itemId} />, {
    route: `/${session.site.country}/${session.site.allyCode}/consola`,
    path: allyRoutePattern('console'),
    messages: [consoleMessages],
    preloadedState: session.preloadedState,
    language,
  });
}

describe('ChangeHistory', () => {
  it('lists who changed the item, what and when, newest first', async () => {
    renderHistory('impulsa', 1);
    const panel = await screen.findByRole('region', { name: 'Historial de cambios' });
    const entries = await within(panel).findAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Adriana Admin lo publicó'),
      expect.stringMatching(/Adriana Admin lo editó.*Cambió: título, descripción/),
      expect.stringContaining('Elena Editora lo creó'),
    ]);
    expect(
      within(entries[0] as HTMLElement)
        .getByText(/2026/)
        .closest('time'),
    ).toHaveAttribute('datetime', '2026-03-02T16:20:00.000Z');
  });

  it("says so when the item has no recorded change (another ally's item with the same id shows nothing)", async () => {
    renderHistory('crecer', 1, 'en');
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });
});

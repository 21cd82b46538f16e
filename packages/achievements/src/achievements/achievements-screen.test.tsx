import { allyRoutePattern } from '@aula/contracts/site-paths';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test-screen';
import { AchievementsScreen } from './achievements-screen';

const server = useMswServer();
const PATH = allyRoutePattern('achievements');

describe('AchievementsScreen', { timeout: 20_000 }, () => {
  it('shows what the learner earned and what is left, with the progress toward each', async () => {
    const own = mockState().achievements.filter((fixture) => fixture.allyCode === 'crecer');
    renderScreen(<AchievementsScreen />, 'crecer', '/seccion/logros', PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Mis logros' })).toBeInTheDocument();
    const earned = await screen.findByRole('region', { name: 'Ganados' });
    const pending = screen.getByRole('region', { name: 'Por ganar' });
    for (const { achievement } of own) {
      const region = achievement.earned ? earned : pending;
      const link = within(region).getByRole('link', { name: achievement.title });
      expect(link).toHaveAttribute('href', `/mx/crecer/seccion/logros/${achievement.id}`);
    }
    const open = own.find((fixture) => !fixture.achievement.earned)?.achievement;
    expect(within(pending).getByRole('progressbar', { name: `Avance hacia «${open?.title}»` })).toHaveAttribute(
      'aria-valuenow',
      String(open?.progress.percent),
    );
    expect(within(earned).getAllByText(/^Ganado el /)).toHaveLength(own.filter((f) => f.achievement.earned).length);
  });

  it('encourages a learner who has earned nothing yet', async () => {
    for (const fixture of mockState().achievements) fixture.achievement.earned = false;
    renderScreen(<AchievementsScreen />, 'crecer', '/seccion/logros', PATH);
    expect(await screen.findByText(/Aún no ganas logros/)).toBeInTheDocument();
  });

  it('says so when the ally offers no achievements', async () => {
    mockState().achievements = [];
    renderScreen(<AchievementsScreen />, 'crecer', '/seccion/logros', PATH);
    expect(await screen.findByText('Tu aliado aún no ofrece logros en tu país.')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    server.use(http.get('*/api/achievements/', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const { user } = renderScreen(<AchievementsScreen />, 'crecer', '/seccion/logros', PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus logros.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Ganados' })).toBeInTheDocument();
  });
});

import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consoleMessages } from '../../messages';
import { consoleSession } from '../../test/console-session';
import { SurveyScreen } from './survey-screen';

useMswServer();

function renderScreen(query = '', ally = 'impulsa', language: 'es' | 'en' = 'es') {
  const session = consoleSession('ally_editor', ally);
  return renderWithProviders(<SurveyScreen />, {
    route: `/mx/${ally}/consola/encuesta${query}`,
    path: allyRoutePattern('consoleSurvey'),
    messages: [consoleMessages],
    preloadedState: session.preloadedState,
    language,
  });
}

describe('SurveyScreen', () => {
  it("puts each question's answers 1 to 5, how many answered and the average in the chart's table", async () => {
    renderScreen();
    // The mocks: impulsa's learners answered the first question 3, 6, 9, 7 and 4 times (29, average 90/29).
    const table = await screen.findByRole('table', { name: 'Respuestas por pregunta' });
    const row = within(table).getByRole('row', { name: /Anota sus ventas/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '6', '9', '7', '4', '29', '3,1']);
    expect(screen.getByText(/respondieron la encuesta del negocio 29 personas/)).toBeInTheDocument();
  });

  it('compares the first answers with the last, and splits them by country and business type', async () => {
    renderScreen();
    const before = await screen.findByRole('table', { name: 'Antes y después' });
    const row = within(before).getByRole('row', { name: /Anota sus ventas/ });
    // Learners 29/3 = 9: 4 improved, 3 the same, 2 went down; first 3,1 - 0,6.
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2,5', '3,1', '9', '4', '3', '2']);
    const byCountry = screen.getByRole('table', { name: 'Por país' });
    expect(within(byCountry).getByRole('row', { name: /Anota sus ventas · Colombia/ })).toHaveTextContent('9');
    expect(within(byCountry).getByRole('row', { name: /Anota sus ventas · México/ })).toHaveTextContent('20');
    const byType = screen.getByRole('table', { name: 'Por tipo de negocio' });
    expect(within(byType).getByRole('row', { name: /Anota sus ventas · Sin dato/ })).toBeInTheDocument();
  });

  it('narrows to a country chosen in the filter bar and keeps it in the address', async () => {
    const { user, router } = renderScreen();
    await screen.findByRole('table', { name: 'Respuestas por pregunta' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'País' }), 'Colombia');
    expect(router.state.location.search).toContain('country=co');
    expect(await screen.findByText(/respondieron la encuesta del negocio 9 personas/)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Por país' })).queryByText(/México/)).toBeNull();
  });

  it('shows the business profiles, and speaks English', async () => {
    renderScreen('', 'crecer', 'en');
    // crecer's mock: 5 respondents, and 4 more learners without a survey.
    expect(await screen.findByText(/How 5 people answered the business survey/)).toBeInTheDocument();
    expect(screen.getByText('The profiles of 9 people registered by the end of the period.')).toBeInTheDocument();
    const types = screen.getByRole('table', { name: 'Business type' });
    expect(within(types).getByRole('row', { name: /Not given/ })).toHaveTextContent('4');
  });

  it('says how old its figures are, in English too', async () => {
    renderScreen('', 'impulsa', 'en');
    expect(await screen.findByText('Figures from 7 minutes ago')).toBeInTheDocument();
  });
});

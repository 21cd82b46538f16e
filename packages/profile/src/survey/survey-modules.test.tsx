import type { BusinessSurveyResponse } from '@aula/contracts/profile';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../test-render';
import { SURVEY_QUESTIONS, type SurveyProgress, saveProgress, surveyOwner } from './survey-progress';
import { SurveyScreen } from './survey-screen';

useMswServer();
const ROUTE = '/mx/impulsa/seccion/perfil/encuesta';

const result: BusinessSurveyResponse = {
  level_maturity: { id: 2, name: 'En crecimiento', description: 'Tu negocio tiene bases.' },
  score: 4.2,
};

/** Ana (mock learner 1, Impulsa) comes back to a survey she finished with these answers. */
function renderResult(answers: SurveyProgress['answers'], language: 'es' | 'en' = 'es') {
  const learner = mockState().personalData[1];
  if (!learner) throw new Error('The mocks have no learner 1');
  saveProgress(surveyOwner('impulsa', learner), { step: 5, answers, result });
  return renderSignedIn(<SurveyScreen />, ROUTE, allyRoutePattern('businessSurvey'), language);
}

const allAlways = Object.fromEntries(SURVEY_QUESTIONS.map((question) => [question, 5]));

function impulsaModule(title: string) {
  const module = mockState().modules.find((candidate) => candidate.title === title);
  if (!module) throw new Error(`The mocks have no module «${title}»`);
  return module;
}

describe('SurveyResult: what to learn next', () => {
  it('links the ally’s module that teaches what was answered low (costs: "Muy poco"), saying why', async () => {
    renderResult({ ...allAlways, conoce_costos: 2 });
    const section = await screen.findByRole('region', { name: 'Qué aprender ahora' });
    const finance = impulsaModule('Finanzas claras para tu negocio');
    const link = await within(section).findByRole('link', { name: finance.title });
    expect(link).toHaveAttribute('href', `/mx/impulsa/seccion/modulos/${finance.id}`);
    expect(within(section).getByText('Te ayuda a conocer tus costos.')).toBeInTheDocument();
    // Only modules that teach it: the sales module is not offered for costs.
    expect(within(section).queryByRole('link', { name: 'Vende más y mejor' })).toBeNull();
  });

  it('recommends from the answers just given, and still does after the page is opened again', async () => {
    const first = renderSignedIn(<SurveyScreen />, ROUTE, allyRoutePattern('businessSurvey'));
    await screen.findByText('Pregunta 1 de 6');
    for (const [index, question] of SURVEY_QUESTIONS.entries()) {
      await first.user.click(
        screen.getByRole('radio', { name: question === 'conoce_costos' ? 'Muy poco' : 'Siempre' }),
      );
      await first.user.click(screen.getByRole('button', { name: index === 5 ? 'Ver mi resultado' : 'Siguiente' }));
    }
    const finance = impulsaModule('Finanzas claras para tu negocio');
    const section = await screen.findByRole('region', { name: 'Qué aprender ahora' });
    expect(await within(section).findByRole('link', { name: finance.title })).toBeInTheDocument();
    first.unmount();
    renderSignedIn(<SurveyScreen />, ROUTE, allyRoutePattern('businessSurvey'));
    const again = await screen.findByRole('region', { name: 'Qué aprender ahora' });
    expect(await within(again).findByRole('link', { name: finance.title })).toBeInTheDocument();
  });

  it('names every topic a module answers, in English too', async () => {
    renderResult({ ...allAlways, separa_cuentas: 1, conoce_costos: 3 }, 'en');
    const section = await screen.findByRole('region', { name: 'What to learn next' });
    expect(
      await within(section).findByText('It helps you keep business money apart and know your costs.'),
    ).toBeInTheDocument();
  });

  it('says so when nothing is left to learn from the answers (all "Siempre"), with a way to every module', async () => {
    renderResult(allAlways);
    const section = await screen.findByRole('region', { name: 'Qué aprender ahora' });
    expect(
      await within(section).findByText(
        'Todavía no hay un módulo sobre lo que respondiste. Mientras, mira todos los módulos.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getAllByRole('link')).toHaveLength(1);
    expect(within(section).getByRole('link', { name: 'Ver todos los módulos' })).toHaveAttribute(
      'href',
      '/mx/impulsa/seccion/modulos',
    );
  });
});

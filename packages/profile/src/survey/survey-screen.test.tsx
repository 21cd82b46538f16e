import { allyRoutePattern } from '@aula/contracts/site-paths';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../test-render';
import { loadProgress, SURVEY_QUESTIONS, surveyOwner } from './survey-progress';
import { SurveyScreen } from './survey-screen';

const server = useMswServer();
const ROUTE = '/mx/impulsa/seccion/perfil/encuesta';
const renderSurvey = () => renderSignedIn(<SurveyScreen />, ROUTE, allyRoutePattern('businessSurvey'));
/** The result of a survey sent before the app ran (its address holds it): no questions to answer first. */
function renderResult() {
  const level = mockState().levelsMaturity[1];
  if (!level) throw new Error('The mocks have fewer than two maturity levels');
  return renderSignedIn(
    <SurveyScreen />,
    `${ROUTE}?nivel=${level.id}&puntaje=3.5&respuestas=435234`,
    allyRoutePattern('businessSurvey'),
  );
}

/** The storage key of mock learner 1 on Impulsa. */
function owner() {
  const learner = mockState().personalData[1];
  if (!learner) throw new Error('The mocks have no learner 1');
  return surveyOwner('impulsa', learner);
}

describe('SurveyScreen', () => {
  it('asks one question at a time with its progress, and will not move on without an answer (none chosen)', async () => {
    const { user } = renderSurvey();
    expect(await screen.findByText('Pregunta 1 de 6')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '¿Anotas todas tus ventas del día?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Elige una respuesta para seguir.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('radio')[0]).toHaveFocus());
    expect(screen.getByText('Pregunta 1 de 6')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Casi siempre' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Pregunta 2 de 6')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '17');
  });

  it('keeps the answers when left, and resumes at the same question', async () => {
    const first = renderSurvey();
    await first.user.click(await screen.findByRole('radio', { name: 'Siempre' }));
    await first.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await first.user.click(screen.getByRole('radio', { name: 'A veces' }));
    first.unmount();
    expect(loadProgress(owner())).toMatchObject({ step: 1, answers: { registra_ventas: 5, separa_cuentas: 3 } });

    renderSurvey();
    expect(await screen.findByText('Seguimos donde te quedaste.')).toBeInTheDocument();
    expect(screen.getByText('Pregunta 2 de 6')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'A veces' })).toBeChecked();
  });

  it('sends every answer and shows the level and the ladder of levels', async () => {
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') sent = await request.clone().json();
    });
    const { user } = renderSurvey();
    await screen.findByText('Pregunta 1 de 6');
    for (const [index] of SURVEY_QUESTIONS.entries()) {
      await user.click(screen.getByRole('radio', { name: 'Siempre' }));
      await user.click(screen.getByRole('button', { name: index === 5 ? 'Ver mi resultado' : 'Siguiente' }));
    }
    const title = await screen.findByRole('heading', { name: /Tu negocio está en la etapa:/ });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText('Tu puntaje: 5 de 5')).toBeInTheDocument();
    expect(sent).toEqual({ answers: SURVEY_QUESTIONS.map((question) => ({ question, value: 5 })) });
    await waitFor(() => expect(screen.getByRole('listitem', { current: 'step' })).toBeInTheDocument());
    expect(loadProgress(owner()).result).toBeDefined();
  });

  it('keeps the answers and says so when sending fails', async () => {
    server.use(http.post('*/api/business-survey/', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderSurvey();
    await screen.findByText('Pregunta 1 de 6');
    for (const [index] of SURVEY_QUESTIONS.entries()) {
      await user.click(screen.getByRole('radio', { name: 'Muy poco' }));
      await user.click(screen.getByRole('button', { name: index === 5 ? 'Ver mi resultado' : 'Siguiente' }));
    }
    expect(await screen.findByText(/No pudimos enviar tus respuestas/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Muy poco' })).toBeChecked();
  });

  it('takes over a survey answered before the app from its address, and keeps it on the device from then on', async () => {
    const { user, router } = renderSignedIn(
      <SurveyScreen />,
      `${ROUTE}?pregunta=3&respuestas=53`,
      allyRoutePattern('businessSurvey'),
    );
    expect(await screen.findByText('Pregunta 3 de 6')).toBeInTheDocument();
    expect(screen.queryByText('Seguimos donde te quedaste.')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(loadProgress(owner())).toMatchObject({ step: 2, answers: { registra_ventas: 5, separa_cuentas: 3 } });
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByRole('radio', { name: 'A veces' })).toBeChecked();
  });

  it('keeps an answer the form holds but was never chosen in the app (posted before it ran), and sends it', async () => {
    // Bad input for the screen: a form whose answer came from the server's page, not from a tap
    // the app heard. Tapping "Siguiente" once the app runs must keep it with the others.
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') sent = await request.clone().json();
    });
    const posted = { form: 'survey', values: { question: 'planea_metas', value: 4 } };
    const stored = Object.fromEntries(SURVEY_QUESTIONS.slice(0, 5).map((question) => [question, 5]));
    localStorage.setItem(`aula.survey.${owner()}`, JSON.stringify({ step: 5, answers: stored }));
    const { user } = renderSignedIn(<SurveyScreen />, ROUTE, allyRoutePattern('businessSurvey'), 'es', posted);
    expect(await screen.findByText('Pregunta 6 de 6')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Casi siempre' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Ver mi resultado' }));
    expect(await screen.findByRole('heading', { name: /Tu negocio está en la etapa:/ })).toBeInTheDocument();
    expect(sent).toEqual({
      answers: SURVEY_QUESTIONS.map((question) => ({ question, value: question === 'planea_metas' ? 4 : 5 })),
    });
  });

  it('shows the level a survey sent before the app placed the business in, named from the catalogue', async () => {
    const level = mockState().levelsMaturity[1];
    if (!level) throw new Error('The mocks have fewer than two maturity levels');
    renderSignedIn(
      <SurveyScreen />,
      `${ROUTE}?nivel=${level.id}&puntaje=3.5&respuestas=435234`,
      allyRoutePattern('businessSurvey'),
    );
    expect(
      await screen.findByRole('heading', { name: `Tu negocio está en la etapa: ${level.name}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tu puntaje: 3,5 de 5')).toBeInTheDocument();
    await waitFor(() => expect(loadProgress(owner()).result?.level_maturity.id).toBe(level.id));
  });

  it("quotes the reviews the ally wrote for its landing, and none of the reviews catalogue's", async () => {
    const state = mockState();
    const landing = state.landingPages.find((page) => page.ally_code === 'impulsa');
    if (!landing) throw new Error('The mocks have no landing for impulsa');
    landing.reviews = [
      { author: 'Rosa Méndez', business: 'Tortillería La Güera', rating: 4, comment: 'Ya sé cuánto gano.' },
    ];
    renderResult();
    const quotes = await screen.findByRole('region', { name: 'Lo que dicen otros negocios' });
    expect(within(quotes).getByText('“Ya sé cuánto gano.”')).toBeInTheDocument();
    expect(within(quotes).getByText('Rosa Méndez, Tortillería La Güera · 4 de 5 estrellas')).toBeInTheDocument();
    expect(within(quotes).getAllByRole('listitem')).toHaveLength(1);
    for (const stock of state.reviews) expect(quotes).not.toHaveTextContent(stock.comment);
  });

  it('leaves the reviews out when the ally wrote none, without asking for the reviews catalogue', async () => {
    const asked: string[] = [];
    server.events.on('response:mocked', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    const landing = mockState().landingPages.find((page) => page.ally_code === 'impulsa');
    if (landing) delete landing.reviews;
    renderResult();
    await waitFor(() => expect(asked).toContain('/api/landing_pages/impulsa/'));
    await waitFor(() => expect(screen.getByRole('listitem', { current: 'step' })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Lo que dicen otros negocios' })).not.toBeInTheDocument();
    expect(asked).not.toContain('/api/catalogs/reviews/');
  });

  it("never resumes another learner's answers on a shared phone", async () => {
    localStorage.setItem(
      `aula.survey.${surveyOwner('impulsa', { email: 'otra@impulsa.example', phone_number: null })}`,
      JSON.stringify({ step: 3, answers: { registra_ventas: 5, separa_cuentas: 5, conoce_costos: 5 } }),
    );
    renderSurvey();
    expect(await screen.findByText('Pregunta 1 de 6')).toBeInTheDocument();
    expect(screen.queryByText('Seguimos donde te quedaste.')).not.toBeInTheDocument();
  });

  it('asks again an answer the device lost instead of sending the survey without it (stored progress missing one)', async () => {
    let posted = false;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posted = true;
    });
    const answers = Object.fromEntries(SURVEY_QUESTIONS.map((question) => [question, 4]));
    delete answers[SURVEY_QUESTIONS[2] as string];
    localStorage.setItem(`aula.survey.${owner()}`, JSON.stringify({ step: 5, answers }));
    const { user } = renderSurvey();
    expect(await screen.findByText('Pregunta 6 de 6')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver mi resultado' }));
    expect(await screen.findByText('Pregunta 3 de 6')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(posted).toBe(false);
  });

  it('starts over from a stored progress it cannot read (tampered storage)', () => {
    localStorage.setItem(`aula.survey.${owner()}`, '{"step": 99, "answers": {"registra_ventas": 42}}');
    expect(loadProgress(owner())).toEqual({ step: 5, answers: {} });
    localStorage.setItem(`aula.survey.${owner()}`, 'not json');
    expect(loadProgress(owner())).toEqual({ step: 0, answers: {} });
  });
});

import { clearAllCookies, plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { surveyAction } from './survey-action';

// A question of the survey posted to the server before the app runs, the answers so far in the
// page's address. Bad input tried: no answer, an answer not offered (7), a question the survey has
// not reached (the fourth with one answer in the address), a question it does not ask, the API
// failing after the last question, a form the page has not.

const server = useMswServer();
beforeEach(() => plantSession('mock-token-1'));
afterEach(clearAllCookies);

const PAGE = '/mx/impulsa/seccion/perfil/encuesta';

type Answer = {
  data: { form: string | null; values?: { question: string; value: number | null }; refusal?: { code: string } };
  init: { status?: number };
};

const post = async (address: string, fields: Record<string, string>) =>
  (
    await postToAction(
      surveyAction,
      `${PAGE}${address}`,
      { country: 'mx', allyCode: 'impulsa' },
      { _form: 'survey', ...fields },
    )
  ).answer as unknown;

const locationOf = (answer: unknown) => {
  expect(answer).toBeInstanceOf(Response);
  return (answer as Response).headers.get('location');
};

/** Every survey the API was sent. */
function surveysSent() {
  const sent: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/api/business-survey/'))
      sent.push(await request.clone().json());
  });
  return sent;
}

describe('surveyAction', () => {
  it('goes on to the second question with the first answer in the address, sending nothing yet', async () => {
    const sent = surveysSent();
    const answer = await post('', { question: 'registra_ventas', value: '4' });
    expect(locationOf(answer)).toBe(`${PAGE}?pregunta=2&respuestas=4`);
    expect(sent).toEqual([]);
  });

  it('changes an answer gone back to, keeping the later ones, and goes on to the next question', async () => {
    const answer = await post('?pregunta=2&respuestas=453', { question: 'separa_cuentas', value: '1' });
    expect(locationOf(answer)).toBe(`${PAGE}?pregunta=3&respuestas=413`);
  });

  it('sends every answer after the last question and goes on to the level it was placed in', async () => {
    const sent = surveysSent();
    const answer = await post('?pregunta=6&respuestas=55555', { question: 'planea_metas', value: '3' });
    const location = new URL(locationOf(answer) ?? '', 'http://page.invalid');
    expect(location.pathname).toBe(PAGE);
    expect(location.searchParams.get('respuestas')).toBe('555553');
    expect(Number(location.searchParams.get('nivel'))).toBeGreaterThan(0);
    expect(location.searchParams.get('puntaje')).toBe('4.67');
    expect(sent).toEqual([
      {
        answers: [
          { question: 'registra_ventas', value: 5 },
          { question: 'separa_cuentas', value: 5 },
          { question: 'conoce_costos', value: 5 },
          { question: 'controla_inventario', value: 5 },
          { question: 'vende_en_linea', value: 5 },
          { question: 'planea_metas', value: 3 },
        ],
      },
    ]);
  });

  it('draws the question again, 400, for no answer or one not offered (7)', async () => {
    const posts: Record<string, string>[] = [{ question: 'conoce_costos' }, { question: 'conoce_costos', value: '7' }];
    for (const fields of posts) {
      const answer = (await post('?pregunta=3&respuestas=45', fields)) as Answer;
      expect(answer.init.status).toBe(400);
      expect(answer.data).toEqual({ form: 'survey', values: { question: 'conoce_costos', value: null } });
    }
  });

  it('refuses a question the survey has not reached, or does not ask', async () => {
    for (const question of ['controla_inventario', 'color_favorito']) {
      const answer = (await post('?pregunta=2&respuestas=4', { question, value: '3' })) as Answer;
      expect(answer.init.status).toBe(400);
      expect(answer.data.form).toBeNull();
    }
  });

  it('keeps the last answer and says sending failed when the API cannot take the survey', async () => {
    server.use(http.post('*/api/business-survey/', () => HttpResponse.json({}, { status: 500 })));
    const answer = (await post('?pregunta=6&respuestas=11111', { question: 'planea_metas', value: '2' })) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({
      form: 'survey',
      values: { question: 'planea_metas', value: 2 },
      refusal: { code: 'http_500' },
    });
  });

  it('refuses a form it does not know', async () => {
    const answer = (await post('', { _form: 'business', question: 'registra_ventas', value: '4' })) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.form).toBeNull();
  });
});

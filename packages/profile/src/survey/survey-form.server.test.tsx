import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawnByServer, postedFields } from '../forms/drawn-by-server';
import { surveyAction } from './survey-action';
import { SurveyScreen } from './survey-screen';

// The survey as the server draws it, answered by page round trips (JavaScript off): what each
// question's form posts is what survey-action.ts reads, and where it leads is drawn again.

useMswServer();

const PAGE = '/mx/impulsa/seccion/perfil/encuesta';
const PARAMS = { country: 'mx', allyCode: 'impulsa' };

const draw = (address = '', posted?: unknown) =>
  drawnByServer(<SurveyScreen />, `${PAGE}${address}`, allyRoutePattern('businessSurvey'), posted);

function formOf(page: HTMLElement): HTMLFormElement {
  const form = page.querySelector('form');
  if (!form) throw new Error('The page has no form');
  return form;
}

/** Ticks `answer` on the page's question and posts its form from `address`, as the browser would. */
async function answer(page: HTMLElement, address: string, choice?: string) {
  const form = formOf(page);
  if (choice) within(form).getByRole<HTMLInputElement>('radio', { name: choice }).checked = true;
  return (await postToAction(surveyAction, `${PAGE}${address}`, PARAMS, postedFields(form))).answer;
}

describe('the survey drawn by the server', { timeout: 60_000 }, () => {
  it('is answered question by question without the app, and shows the level it was placed in', async () => {
    let address = '';
    for (const [index, choice] of ['Siempre', 'Casi siempre', 'A veces', 'Siempre', 'Muy poco', 'Siempre'].entries()) {
      const page = await draw(address);
      expect(page).toHaveTextContent(`Pregunta ${index + 1} de 6`);
      const next = await answer(page, address, choice);
      expect(next).toBeInstanceOf(Response);
      address = new URL((next as Response).headers.get('location') ?? '', 'http://page.invalid').search;
    }
    expect(address).toMatch(/^\?nivel=\d+&puntaje=4&respuestas=543525$/);
    const result = await draw(address);
    expect(within(result).getByRole('heading', { name: /Tu negocio está en la etapa:/ })).toBeInTheDocument();
    expect(result).toHaveTextContent('Tu puntaje: 4 de 5');
    // Without the app, answering again is a link to the survey without progress.
    expect(within(result).getByRole('link', { name: 'Responder de nuevo' })).toHaveAttribute('href', PAGE);
  });

  it('posts the question it shows and its answer, and goes back by a link', async () => {
    const page = await draw('?pregunta=3&respuestas=53');
    const form = formOf(page);
    expect(form).toHaveAttribute('method', 'post');
    expect(postedFields(form)).toEqual({ _form: 'survey', question: 'conoce_costos' });
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('name')),
    ).toEqual(Array(5).fill('value'));
    expect(within(form).getByRole('link', { name: 'Anterior' })).toHaveAttribute(
      'href',
      `${PAGE}?pregunta=2&respuestas=53`,
    );
    expect(page).not.toHaveTextContent('Seguimos donde te quedaste.');
  });

  it('draws a question sent without an answer again, saying to choose one', async () => {
    const page = await draw('?pregunta=2&respuestas=5');
    const refused = (await answer(page, '?pregunta=2&respuestas=5')) as { data: unknown; init: { status: number } };
    expect(refused.init.status).toBe(400);
    const again = await draw('?pregunta=2&respuestas=5', refused.data);
    expect(again).toHaveTextContent('Pregunta 2 de 6');
    expect(again).toHaveTextContent('Elige una respuesta para seguir.');
  });
});

import { describe, expect, it } from 'vitest';
import { addressOfProgress, progressInAddress, surveyProgressOf } from './survey-address';

const read = (search: string) => progressInAddress(new URLSearchParams(search));

const level = { id: 2, name: 'En crecimiento', description: 'Tu negocio tiene bases.', order: 2 };

describe('the survey’s progress in the address', () => {
  it('reads the question shown and the answers so far, and writes them back the same', () => {
    const progress = read('?pregunta=3&respuestas=53');
    expect(progress).toEqual({ step: 2, answers: { registra_ventas: 5, separa_cuentas: 3 } });
    expect(progress && addressOfProgress(progress)).toBe('?pregunta=3&respuestas=53');
  });

  it('holds none in an address without it', () => {
    expect(read('')).toBeUndefined();
    expect(read('?guardado=1')).toBeUndefined();
  });

  it('never shows a question past the first unanswered (5 with two answers), nor before the first', () => {
    expect(read('?pregunta=5&respuestas=53')?.step).toBe(2);
    expect(read('?pregunta=-4&respuestas=53')?.step).toBe(0);
    expect(read('?respuestas=53')?.step).toBe(2);
  });

  it('ends the answers at a digit that is no answer (0, 9, a letter)', () => {
    expect(read('?respuestas=509')?.answers).toEqual({ registra_ventas: 5 });
    expect(read('?respuestas=x5')?.answers).toEqual({});
  });

  it('holds a result only with every answer, and names its level from the catalogue', () => {
    const finished = read('?nivel=2&puntaje=4.33&respuestas=554545');
    expect(finished?.result).toEqual({ levelId: 2, score: 4.33 });
    expect(finished && addressOfProgress(finished)).toBe('?nivel=2&puntaje=4.33&respuestas=554545');
    expect(finished && surveyProgressOf(finished, [level])).toEqual({
      step: 0,
      answers: {
        registra_ventas: 5,
        separa_cuentas: 5,
        conoce_costos: 4,
        controla_inventario: 5,
        vende_en_linea: 4,
        planea_metas: 5,
      },
      result: {
        level_maturity: { id: 2, name: 'En crecimiento', description: 'Tu negocio tiene bases.' },
        score: 4.33,
      },
    });
    expect(read('?nivel=2&puntaje=4.33&respuestas=55')?.result).toBeUndefined();
  });

  it('goes back to the last question when the catalogue has no such level (7)', () => {
    const unknown = read('?nivel=7&puntaje=3&respuestas=333333');
    expect(unknown && surveyProgressOf(unknown, [level])).toMatchObject({ step: 5, answers: { planea_metas: 3 } });
  });
});

import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { CheckQuestion, type CheckQuestionContent, type CheckQuestionProps } from './check-question';

const single: CheckQuestionContent = {
  id: 1,
  kind: 'single',
  prompt: '¿Cuántas publicaciones lleva una promoción?',
  options: [
    { id: 11, text: 'Una' },
    { id: 12, text: 'Tres' },
  ],
};

const multiple: CheckQuestionContent = {
  id: 2,
  kind: 'multiple',
  prompt: '¿Qué fechas marcas?',
  options: [
    { id: 21, text: 'Regreso a clases' },
    { id: 22, text: 'Fiestas patrias' },
    { id: 23, text: 'Tu cumpleaños' },
  ],
};

/** The question with its own state, as a screen holds it. */
function Held(props: Omit<CheckQuestionProps, 'chosen' | 'onChange'>) {
  const [chosen, setChosen] = useState<number[]>([]);
  return (
    <>
      <CheckQuestion {...props} chosen={chosen} onChange={setChosen} />
      <output>{chosen.join(',')}</output>
    </>
  );
}

describe('CheckQuestion', () => {
  it('is a group named by its number and prompt; one answer is a radio chosen from anywhere on its row', async () => {
    const { user } = renderUi(<Held question={single} number={1} total={3} name="answer_1" />);
    const group = screen.getByRole('group', { name: 'Pregunta 1 de 3 ¿Cuántas publicaciones lleva una promoción?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await user.click(screen.getByText('Tres'));
    expect(screen.getByRole('radio', { name: 'Tres' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('12');
    expect(screen.getByRole('radio', { name: 'Tres' })).toHaveAttribute('name', 'answer_1');
  });

  it('offers checkboxes for several answers, says to choose all that apply, and keeps each choice', async () => {
    const { user } = renderUi(<Held question={multiple} number={2} name="answer_2" />);
    expect(screen.getByRole('group', { name: /^Pregunta 2 / })).toHaveAccessibleDescription(
      'Elige todas las que apliquen.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Regreso a clases' }));
    await user.click(screen.getByRole('checkbox', { name: 'Fiestas patrias' }));
    await user.click(screen.getByRole('checkbox', { name: 'Regreso a clases' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^22$/);
  });

  it('marks an unanswered question invalid and reads why with each option', () => {
    renderUi(<CheckQuestion question={single} number={1} chosen={[]} name="a" error="Elige una respuesta." />);
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toBeInvalid();
      expect(radio).toHaveAccessibleDescription('Elige una respuesta.');
    }
  });

  it('after a wrong try says so in words, marks the chosen option wrong and shows its feedback', () => {
    const result = {
      correct: false,
      feedback: [{ option_id: 11, text: 'Una sola se pierde.' }],
      correct_option_ids: null,
    };
    renderUi(<CheckQuestion question={single} number={1} chosen={[11]} name="a" result={result} disabled />);
    expect(screen.getByText('No acertaste esta pregunta')).toBeInTheDocument();
    const chosen = screen.getByRole('radio', { name: 'Una' });
    expect(chosen).toBeChecked();
    expect(chosen).toBeDisabled();
    expect(chosen).toHaveAccessibleDescription('Incorrecta Una sola se pierde.');
    // While tries are left the right option is not given away.
    expect(screen.getByRole('radio', { name: 'Tres' })).not.toHaveAccessibleDescription();
  });

  it('once the right options are given, marks what was right, wrong and left out', () => {
    const result = { correct: false, feedback: [], correct_option_ids: [21, 22] };
    renderUi(<CheckQuestion question={multiple} number={2} chosen={[21, 23]} name="a" result={result} disabled />);
    expect(screen.getByRole('checkbox', { name: 'Regreso a clases' })).toHaveAccessibleDescription('Correcta');
    expect(screen.getByRole('checkbox', { name: 'Tu cumpleaños' })).toHaveAccessibleDescription('Incorrecta');
    expect(screen.getByRole('checkbox', { name: 'Fiestas patrias' })).toHaveAccessibleDescription('Respuesta correcta');
  });

  it('of a wrong answer with several options, without the right ones, calls each chosen one only "your answer"', () => {
    const result = { correct: false, feedback: [], correct_option_ids: null };
    renderUi(<CheckQuestion question={multiple} number={2} chosen={[21, 23]} name="a" result={result} disabled />);
    expect(screen.getByRole('checkbox', { name: 'Regreso a clases' })).toHaveAccessibleDescription('Tu respuesta');
    expect(screen.getByRole('checkbox', { name: 'Tu cumpleaños' })).toHaveAccessibleDescription('Tu respuesta');
  });

  it('without onChange keeps its own state, so a preview can still be tried', async () => {
    const { user } = renderUi(<CheckQuestion question={single} number={1} chosen={[11]} name="preview" />);
    expect(screen.getByRole('radio', { name: 'Una' })).toBeChecked();
    await user.click(screen.getByText('Tres'));
    expect(screen.getByRole('radio', { name: 'Tres' })).toBeChecked();
  });

  it('speaks English', () => {
    renderUi(<CheckQuestion question={multiple} number={2} total={3} chosen={[]} name="a" />, { language: 'en' });
    expect(screen.getByRole('group', { name: /^Question 2 of 3 / })).toHaveAccessibleDescription(
      'Choose all that apply.',
    );
  });
});

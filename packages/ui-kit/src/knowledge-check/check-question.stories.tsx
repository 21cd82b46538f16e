import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { CheckQuestion, type CheckQuestionContent, type CheckQuestionProps } from './check-question';

const single: CheckQuestionContent = {
  id: 1,
  kind: 'single',
  prompt: '¿Cuántas publicaciones lleva una promoción de temporada?',
  options: [
    { id: 11, text: 'Una, el día de la venta' },
    { id: 12, text: 'Tres: anuncio, recordatorio y último día' },
    { id: 13, text: 'Una cada hora durante la semana' },
  ],
};

const multiple: CheckQuestionContent = {
  id: 2,
  kind: 'multiple',
  prompt: '¿Qué fechas conviene marcar en tu calendario de temporadas?',
  options: [
    { id: 21, text: 'El regreso a clases' },
    { id: 22, text: 'Las fiestas patrias' },
    { id: 23, text: 'El cumpleaños de tu proveedor' },
  ],
};

const trueFalse: CheckQuestionContent = {
  id: 3,
  kind: 'true_false',
  prompt: 'Conviene preparar las promociones con anticipación.',
  options: [
    { id: 31, text: 'Verdadero' },
    { id: 32, text: 'Falso' },
  ],
};

/** The question holding its own choice, as the player does. */
function Held(props: CheckQuestionProps) {
  const [chosen, setChosen] = useState(props.chosen);
  return <CheckQuestion {...props} chosen={chosen} onChange={setChosen} />;
}

const meta = {
  component: CheckQuestion,
  render: (args) => <Held {...args} />,
  args: { question: single, number: 1, total: 3, chosen: [], name: 'answer_1' },
} satisfies Meta<typeof CheckQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One answer: radios, the whole row a target. */
export const Unanswered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: /^Pregunta 1 de 3/ })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};

/** Several answers: checkboxes, with the hint to choose all that apply. */
export const SeveralAnswers: Story = {
  args: { question: multiple, number: 2, chosen: [21], name: 'answer_2' },
};

export const TrueOrFalse: Story = { args: { question: trueFalse, number: 3, name: 'answer_3' } };

/** Sent without an answer: the question says so, and each option is read with it. */
export const LeftUnanswered: Story = { args: { error: 'Elige una respuesta.' } };

/** A wrong try while tries are left: the chosen option marked, its feedback, the right one kept back. */
export const Wrong: Story = {
  render: (args) => <CheckQuestion {...args} />,
  args: {
    chosen: [11],
    disabled: true,
    result: {
      correct: false,
      feedback: [
        { option_id: 11, text: 'Una sola publicación se pierde entre las demás: anuncia, recuerda y cierra.' },
      ],
      correct_option_ids: null,
    },
  },
};

/** Right, with the feedback the editor wrote for it. */
export const Right: Story = {
  render: (args) => <CheckQuestion {...args} />,
  args: {
    chosen: [12],
    disabled: true,
    result: {
      correct: true,
      feedback: [{ option_id: 12, text: '¡Eso! Tres publicaciones mantienen viva la promoción.' }],
      correct_option_ids: [12],
    },
  },
};

/** No try left: right, wrong and the right option left out, each in words and with an icon. */
export const RightOptionsShown: Story = {
  render: (args) => <CheckQuestion {...args} />,
  args: {
    question: multiple,
    number: 2,
    chosen: [21, 23],
    disabled: true,
    result: {
      correct: false,
      feedback: [{ option_id: 23, text: 'Esa fecha no mueve las ventas de tu barrio.' }],
      correct_option_ids: [21, 22],
    },
  },
};

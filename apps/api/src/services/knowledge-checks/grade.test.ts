import type { ConsoleCheck } from '@aula/contracts/knowledge-checks';
import { describe, expect, it } from 'vitest';
import { chosenOptions, gradeAttempt } from './grade';

const check: ConsoleCheck = {
  pass_mark: 70,
  max_attempts: 3,
  questions: [
    {
      id: 1,
      kind: 'single',
      prompt: '¿Uno?',
      review_part_id: 40,
      options: [
        { id: 2, text: 'Sí', correct: true, feedback: 'Bien.' },
        { id: 3, text: 'No', correct: false, feedback: '' },
      ],
    },
    {
      id: 4,
      kind: 'multiple',
      prompt: '¿Cuáles?',
      review_part_id: 41,
      options: [
        { id: 5, text: 'A', correct: true, feedback: '' },
        { id: 6, text: 'B', correct: true, feedback: 'B cuenta.' },
        { id: 7, text: 'C', correct: false, feedback: 'C no.' },
      ],
    },
  ],
};

const grade = (answers: [number, number[]][], revealed = false) =>
  gradeAttempt(
    check,
    chosenOptions(
      check,
      answers.map(([question_id, option_ids]) => ({ question_id, option_ids })),
    ),
    { revealed, reviewable: new Set([40]) },
  );

describe('gradeAttempt', () => {
  it('a multiple choice is right only with exactly its right options; the score rounds the share of right questions', () => {
    const half = grade([
      [1, [2]],
      [4, [5]],
    ]);
    expect(half).toMatchObject({ score: 50, passed: false });
    expect(half.results.map((result) => result.correct)).toEqual([true, false]);
    expect(
      grade([
        [1, [2]],
        [4, [6, 5]],
      ]),
    ).toMatchObject({ score: 100, passed: true });
  });

  it('gives the feedback the editor wrote for the options chosen, in the question’s order', () => {
    const { results } = grade([
      [1, [3]],
      [4, [7, 6]],
    ]);
    expect(results.map((result) => result.feedback)).toEqual([
      [],
      [
        { option_id: 6, text: 'B cuenta.' },
        { option_id: 7, text: 'C no.' },
      ],
    ]);
    expect(results[1]?.chosen_option_ids).toEqual([6, 7]);
  });

  it('names the part to review for a wrong answer only while learners see that part', () => {
    const { results } = grade([
      [1, [3]],
      [4, [7]],
    ]);
    expect(results.map((result) => result.review_part_id)).toEqual([40, null]);
  });

  it('shows the right options of a failed try only when the check was passed before or no try is left', () => {
    const wrong: [number, number[]][] = [
      [1, [3]],
      [4, [7]],
    ];
    expect(grade(wrong).results.map((result) => result.correct_option_ids)).toEqual([null, null]);
    expect(grade(wrong, true).results.map((result) => result.correct_option_ids)).toEqual([[2], [5, 6]]);
  });
});

describe('chosenOptions', () => {
  it.each([
    [
      'an option listed twice',
      [
        [1, [2, 2]],
        [4, [5]],
      ],
      'answers.0.option_ids',
    ],
    [
      'a question of another check',
      [
        [9, [2]],
        [4, [5]],
      ],
      'answers.0.question_id',
    ],
    [
      'a question answered twice',
      [
        [1, [2]],
        [1, [2]],
      ],
      'answers.1.question_id',
    ],
    ['a question left out', [[1, [2]]], 'answers'],
  ] as const)('refuses %s, naming the field', (_, answers, field) => {
    const sent = answers.map(([question_id, option_ids]) => ({ question_id, option_ids: [...option_ids] }));
    expect(() => chosenOptions(check, sent)).toThrow(
      expect.objectContaining({ details: { fields: [expect.objectContaining({ field })] } }),
    );
  });
});

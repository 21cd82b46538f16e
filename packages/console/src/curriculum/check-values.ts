import {
  type ConsoleCheck,
  DEFAULT_PASS_MARK,
  MAX_QUESTIONS,
  type QuestionKind,
} from '@aula/contracts/knowledge-checks';
import type { FieldMessages } from '@aula/ui-kit/forms/field-messages';

// A check part's questions as the part form holds them (numbers as typed, "none" as '') and the
// contract's `check` made from them. Ids the server gave stay on their items; new ones have none.

export interface CheckOptionValues {
  id?: number;
  text: string;
  correct: boolean;
  feedback: string;
}

export interface CheckQuestionValues {
  id?: number;
  kind: QuestionKind;
  prompt: string;
  /** A part of the same lesson to read again, '' for none. */
  review_part_id: string;
  options: CheckOptionValues[];
}

export interface CheckFormValues {
  pass_mark: string;
  /** As many tries as the learner needs; `max_attempts` is then not sent. */
  unlimited_attempts: boolean;
  max_attempts: string;
  questions: CheckQuestionValues[];
}

/** The words a true-or-false question's options start with (the console's catalogue, in its language). */
export interface TrueFalseWords {
  true: string;
  false: string;
}

export const blankOption = (): CheckOptionValues => ({ text: '', correct: false, feedback: '' });

export const trueFalseOptions = (words: TrueFalseWords): CheckOptionValues[] => [
  { ...blankOption(), text: words.true },
  { ...blankOption(), text: words.false },
];

/** A question starts as one answer of two; its kind select changes that. */
export const newQuestion = (): CheckQuestionValues => ({
  kind: 'single',
  prompt: '',
  review_part_id: '',
  options: [blankOption(), blankOption()],
});

/** A new check starts with one question to write, so the editor sees at once what a check is made of. */
export const emptyCheckValues = (): CheckFormValues => ({
  pass_mark: String(DEFAULT_PASS_MARK),
  unlimited_attempts: true,
  max_attempts: '',
  questions: [newQuestion()],
});

export const checkFormValues = (check: ConsoleCheck): CheckFormValues => ({
  pass_mark: String(check.pass_mark),
  unlimited_attempts: check.max_attempts === null,
  max_attempts: check.max_attempts === null ? '' : String(check.max_attempts),
  questions: check.questions.map(({ review_part_id, options, ...question }) => ({
    ...question,
    review_part_id: review_part_id === null ? '' : String(review_part_id),
    options: options.map((option) => ({ ...option })),
  })),
});

// A number left blank goes to the contract as typed, so its rule says "required" rather than a
// range the editor never typed.
const typedNumber = (value: string) => (value.trim() === '' ? value : Number(value));

/** The contract's `check` (its rules judge it: one right option, two for true or false...). */
export const checkRequest = (values: CheckFormValues) => ({
  pass_mark: typedNumber(values.pass_mark),
  max_attempts: values.unlimited_attempts ? null : typedNumber(values.max_attempts),
  questions: values.questions.map(({ review_part_id, ...question }) => ({
    ...question,
    review_part_id: review_part_id === '' ? null : Number(review_part_id),
  })),
});

const errorKey = (name: string) => `console:curriculum.check.errors.${name}`;

/**
 * The check's own sentences by field (the kit keys them by path, so each question's are listed):
 * the contract's refinements on a question's options all come down to marking the right ones.
 */
export const checkFieldMessages: FieldMessages = {
  'check.questions': { required: errorKey('noQuestions'), too_many: errorKey('tooManyQuestions') },
  'check.pass_mark': { invalid: errorKey('passMark') },
  'check.max_attempts': { invalid: errorKey('maxAttempts') },
  ...Object.fromEntries(
    Array.from({ length: MAX_QUESTIONS }, (_, index) => [
      [
        `check.questions.${index}.options`,
        { invalid: errorKey('rightOption'), too_few: errorKey('tooFewOptions'), too_many: errorKey('tooManyOptions') },
      ],
      [`check.questions.${index}.review_part_id`, { invalid: errorKey('reviewPart') }],
    ]).flat(),
  ),
};

/** How many questions a check has and how many options each: what a server's field path counts on. */
export const listsShape = ({ check }: { check: CheckFormValues }) =>
  check.questions.map((question) => question.options.length).join(',');

import type { CheckAttemptRequest, ConsoleCheck, QuestionResult } from '@aula/contracts/knowledge-checks';
import { fieldRefused } from '../../lib/console-input';

type Answers = CheckAttemptRequest['answers'];

/**
 * The learner's answers checked against the check as it is now: each question answered once, each
 * option one of its question's, exactly one where the question asks for one. Answers the options
 * chosen per question; a 400 names the first answer that does not fit.
 */
export function chosenOptions(check: ConsoleCheck, answers: Answers): Map<number, Set<number>> {
  const questions = new Map(check.questions.map((question) => [question.id, question]));
  const chosen = new Map<number, Set<number>>();
  for (const [index, answer] of answers.entries()) {
    const question = questions.get(answer.question_id);
    if (!question) throw fieldRefused(`answers.${index}.question_id`, 'is not a question of this check');
    if (chosen.has(question.id))
      throw fieldRefused(`answers.${index}.question_id`, 'answers a question answered before');
    const options = new Set(answer.option_ids);
    const field = `answers.${index}.option_ids`;
    if (options.size !== answer.option_ids.length) throw fieldRefused(field, 'must name each option once');
    if (answer.option_ids.some((id) => !question.options.some((option) => option.id === id))) {
      throw fieldRefused(field, 'must name options of this question');
    }
    if (question.kind !== 'multiple' && options.size !== 1) throw fieldRefused(field, 'must choose exactly one option');
    chosen.set(question.id, options);
  }
  if (chosen.size !== questions.size) throw fieldRefused('answers', 'must answer every question');
  return chosen;
}

export interface Grading {
  /** The right options are shown even if this try fails: the check was passed before, or no try is left after it. */
  revealed: boolean;
  /** The parts a wrong answer may send the learner back to (the lesson's parts learners see now). */
  reviewable: ReadonlySet<number>;
}

/**
 * Grades a try: a question is right when the options chosen are exactly its right ones; the score
 * is the share of right questions, passing from the pass mark. Each question's result comes in the
 * check's order, with the feedback of the options chosen (those the editor wrote one for); the
 * right options only once the check is passed or no try is left (while the learner may try again
 * they would only copy them), and the part to read again with a wrong answer that names one.
 */
export function gradeAttempt(check: ConsoleCheck, chosen: Map<number, Set<number>>, grading: Grading) {
  const marked = check.questions.map((question) => {
    const picked = chosen.get(question.id) ?? new Set<number>();
    const right = question.options.filter((option) => option.correct).map((option) => option.id);
    const correct = right.length === picked.size && right.every((id) => picked.has(id));
    return { question, picked, right, correct };
  });
  const score = Math.round((100 * marked.filter((item) => item.correct).length) / marked.length);
  const passed = score >= check.pass_mark;
  const reveal = passed || grading.revealed;
  const results = marked.map(({ question, picked, right, correct }): QuestionResult => {
    const options = question.options.filter((option) => picked.has(option.id));
    const review = question.review_part_id;
    return {
      question_id: question.id,
      correct,
      chosen_option_ids: options.map((option) => option.id),
      feedback: options
        .filter((option) => option.feedback !== '')
        .map((option) => ({ option_id: option.id, text: option.feedback })),
      correct_option_ids: reveal ? right : null,
      review_part_id: !correct && review !== null && grading.reviewable.has(review) ? review : null,
    };
  });
  return { score, passed, results };
}

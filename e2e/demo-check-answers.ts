import type { CheckAttemptRequest, LearnerCheck } from '@aula/contracts/knowledge-checks';
import { curriculumOf } from '@aula/demo-content/curriculum';

/**
 * The right answers to one of the demo world's checks as a learner's part shows it (its ids, in
 * its order), found by the words the demo content wrote: the learner's read never says which
 * option is right.
 */
export function rightAnswersTo(allyCode: string, check: LearnerCheck): CheckAttemptRequest['answers'] {
  const written = curriculumOf(allyCode)
    .flatMap((module) => module.lessons)
    .flatMap((lesson) => lesson.parts)
    .flatMap((part) => part.check?.questions ?? []);
  return check.questions.map((question) => {
    const source = written.find((candidate) => candidate.prompt === question.prompt);
    if (!source) throw new Error(`no demo check asks ${question.prompt}`);
    const right = new Set(source.options.filter((option) => option.correct).map((option) => option.text));
    return {
      question_id: question.id,
      option_ids: question.options.filter((option) => right.has(option.text)).map((option) => option.id),
    };
  });
}

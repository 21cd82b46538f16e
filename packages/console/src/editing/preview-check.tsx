import type { QuestionKind } from '@aula/contracts/knowledge-checks';
import { CheckQuestion } from '@aula/ui-kit/knowledge-check/check-question';

/** A check's questions as a learner reads them: no right options, no feedback. */
export interface PreviewCheck {
  questions: { id: number; kind: QuestionKind; prompt: string; options: { id: number; text: string }[] }[];
}

/**
 * A check's questions as the learner's player draws them (the ui-kit's own question), to try by
 * hand: the inputs keep their own state, nothing is sent or graded.
 */
export function PreviewCheckQuestions({ partId, check }: { partId: number; check: PreviewCheck }) {
  return check.questions.map((question, index) => (
    <CheckQuestion
      key={question.id}
      question={question}
      number={index + 1}
      total={check.questions.length}
      chosen={[]}
      name={`preview-${partId}-question-${question.id}`}
    />
  ));
}

import type { CHECK_ATTEMPT_OUT_OF_TURN, CHECK_NO_ATTEMPTS_LEFT } from '@aula/contracts/knowledge-checks';
import type { MessageKey } from '@aula/ui-kit/forms/field-messages';
import type { ServerRefusal } from '@aula/ui-kit/forms/server-refusal';

// The contract's codes written out, and the form kit's words for a lost connection named here
// rather than through its refusalToForm: either module would bring zod into the lesson's page
// (through the contracts' schemas), for a form whose answers are no fields.
const OUT_OF_TURN: typeof CHECK_ATTEMPT_OUT_OF_TURN = 'check_attempt_out_of_turn';
const NO_ATTEMPTS_LEFT: typeof CHECK_NO_ATTEMPTS_LEFT = 'check_no_attempts_left';

const CHECK_CODES: Record<string, string> = {
  [OUT_OF_TURN]: 'lessonsCheck:outOfTurn',
  [NO_ATTEMPTS_LEFT]: 'lessonsCheck:noAttemptsLeft',
  bad_request: 'lessonsCheck:badAnswers',
  network: 'ui:formErrors.network',
  timeout: 'ui:formErrors.network',
};

/** What the check says when the server refused a try: the form's one message. */
export function checkRefusalMessage(refusal: Pick<ServerRefusal, 'code'>): MessageKey {
  return { key: CHECK_CODES[refusal.code] ?? 'ui:formErrors.unexpected' };
}

import { useGetModuleQuery } from '@aula/api-client/modules';
import { ModuleChatLink } from '../modules/module-chat-link';

/**
 * "Aprender por WhatsApp" under a lesson's opening: the module's own link (it starts the module at
 * the first part not done, this lesson's), asked for beside the lesson rather than in it, so the
 * lesson's read stays as fast as it is; shown only to a learner the chat can answer.
 */
export function LessonChatLink({ moduleId }: { moduleId: number }) {
  const module = useGetModuleQuery(moduleId);
  return <ModuleChatLink chat={module.data?.chat} consentNote={false} />;
}

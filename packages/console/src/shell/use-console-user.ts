import { readUserAccess } from '@aula/api-client/cookies';
import { useAppSelector } from '@aula/api-client/hooks';
import { selectSessionUser } from '@aula/api-client/session';
import { useAllySite } from '@aula/ui-kit/ally-site';

/** Who is in the console: their name (when this device knows it) and role on this ally's site. */
export function useConsoleUser(): { name: string | undefined; role: string } {
  const site = useAllySite();
  const user = useAppSelector(selectSessionUser);
  return { name: user?.name, role: user?.access ?? readUserAccess(site.allyCode) ?? 'learner' };
}

import { useAppSelector } from '@aula/api-client/hooks';
import { useGetPersonalDataQuery } from '@aula/api-client/profile';
import { selectIsSignedIn } from '@aula/api-client/session';

/**
 * The signed-in learner's name as they last saved it (personal data), so the header follows an
 * edit at once; undefined while anonymous or still loading.
 */
export function useLearnerName(): string | undefined {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { data } = useGetPersonalDataQuery(undefined, { skip: !signedIn });
  if (!signedIn || !data) return undefined;
  return `${data.first_name} ${data.last_name}`.trim() || undefined;
}

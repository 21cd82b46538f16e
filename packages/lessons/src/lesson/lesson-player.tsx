import { useGetLessonPartsQuery } from '@aula/api-client/lessons';
import type { LessonDetail, PartListItem } from '@aula/contracts/lessons';
import { routeId } from '@aula/contracts/route-params';
import { PAGE_WIDTH } from '@aula/ui-kit/page';
import { useRoutePrefetch } from '@aula/ui-kit/prefetch';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { loadCheckPart } from '../check/check-part-chunk';
import { END, PART_PARAM, type PlayerView } from '../shared/player-view';
import { LessonEnd } from './lesson-end';
import { LessonHeader } from './lesson-header';
import { LessonIntro } from './lesson-intro';
import { LessonOutline } from './lesson-outline';
import { LessonStatus } from './lesson-status';
import { PartView } from './part-view';
import { useWideScreen, WIDE } from './use-wide-screen';

// The reading column of every page. On a phone the part (or the introduction, or the close) comes
// first and where the learner stands follows it; on desktop those stay in a column beside it.
const Layout = styled.main`
  width: 100%;
  max-width: ${PAGE_WIDTH};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};

  @media ${WIDE} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 18rem;
    grid-template-rows: auto 1fr;
    padding-inline: ${({ theme }) => theme.space.lg};
    grid-template-areas: 'header aside' 'content aside';
    column-gap: ${({ theme }) => theme.space.lg};
  }
`;

const HeaderArea = styled.div`
  grid-area: header;
`;

const Content = styled.div`
  grid-area: content;
  min-width: 0;
`;

const Aside = styled.div`
  grid-area: aside;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};

  @media ${WIDE} {
    position: sticky;
    top: ${({ theme }) => theme.space.md};
    align-self: start;
    margin-top: 0;
  }
`;

/** The part list with the learner's marks; the lesson's own list (no marks yet) while it loads. */
function usePartList(lesson: LessonDetail): PartListItem[] {
  const { data } = useGetLessonPartsQuery(lesson.id);
  const parts = data ?? lesson.parts.map((part) => ({ ...part, completed: false }));
  return [...parts].sort((a, b) => a.order - b.order);
}

/**
 * The lesson: introduction, parts one by one, then the close. Above a part only the lesson's title,
 * small; the outline that marks finished ones, the heart and the progress come after it.
 */
export function LessonPlayer({ lesson }: { lesson: LessonDetail }) {
  const [search] = useSearchParams();
  const parts = usePartList(lesson);
  const wide = useWideScreen();
  useRoutePrefetch();
  const raw = search.get(PART_PARAM);
  const partId = routeId(raw);
  const index = parts.findIndex((part) => part.id === partId);
  const current = parts[index];
  const view: PlayerView =
    raw === END ? { kind: 'end' } : current ? { kind: 'part', part: current, index } : { kind: 'intro' };
  const hasCheck = parts.some((part) => part.kind === 'check');
  // A lesson with a check fetches the check's code while open, so it works offline later too.
  useEffect(() => {
    if (hasCheck) loadCheckPart().catch(() => {});
  }, [hasCheck]);

  return (
    <Layout>
      <HeaderArea>
        <LessonHeader lesson={lesson} compact={view.kind !== 'intro'} />
      </HeaderArea>
      <Content>
        {view.kind === 'intro' && <LessonIntro lesson={lesson} parts={parts} />}
        {view.kind === 'part' && <PartView lesson={lesson} parts={parts} current={view.index} />}
        {view.kind === 'end' && <LessonEnd lesson={lesson} />}
      </Content>
      <Aside>
        {view.kind !== 'intro' && <LessonStatus lesson={lesson} />}
        <LessonOutline parts={parts} view={view} collapsible={!wide} />
      </Aside>
    </Layout>
  );
}

import { Card, CardBody } from '@aula/ui-kit/card';
import { TOUCH_TARGET } from '@aula/ui-kit/focus-ring';
import { Page } from '@aula/ui-kit/page';
import { usePageTitle } from '@aula/ui-kit/page-title';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Narrow = styled(Page)`
  max-width: 30rem;

  h1 {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Intro = styled.p`
  margin-top: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled(CardBody)`
  gap: 0;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

/** Links under the card (sign in instead, register instead, back). */
export const AfterCard = styled.nav`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  text-align: center;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${TOUCH_TARGET};
  }
`;

export interface AuthPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Shown under the card: other ways to go (sign in, register, back). */
  after?: ReactNode;
  afterLabel?: string;
}

/** The frame of every account screen: a narrow column, its title (also the tab's), one card. */
export function AuthPage({ title, intro, children, after, afterLabel }: AuthPageProps) {
  usePageTitle(title);
  return (
    <Narrow>
      <h1>{title}</h1>
      {intro && <Intro>{intro}</Intro>}
      <div>
        <Card>
          <Body>{children}</Body>
        </Card>
      </div>
      {after && <AfterCard aria-label={afterLabel}>{after}</AfterCard>}
    </Narrow>
  );
}

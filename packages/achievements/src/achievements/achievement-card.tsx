import type { Achievement } from '@aula/contracts/achievements';
import { allyPath } from '@aula/contracts/site-paths';
import { useAllySite } from '@aula/ui-kit/ally-site';
import { Badge } from '@aula/ui-kit/badge';
import { Card, CardBody } from '@aula/ui-kit/card';
import { CardTitleLink } from '@aula/ui-kit/card-title-link';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { MedalArt } from '@aula/ui-kit/medal-art';
import { hoverLift } from '@aula/ui-kit/motion';
import { ProgressBar } from '@aula/ui-kit/progress-bar';
import { useDateFormat } from '@aula/ui-kit/use-date-format';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PRIZE_ICONS } from '../shared/prize-icons';

const Title = styled.h3`
  margin: 0;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const LiftingCard = styled(Card)`
  ${hoverLift}
`;

/** One achievement: what earns it, its prize, and how far the learner got (or when they earned it). */
export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const { t } = useTranslation('achievements');
  const dates = useDateFormat();
  const site = useAllySite();
  const content = useContentLang();
  const { progress } = achievement;
  return (
    <LiftingCard as="article">
      <MedalArt
        seed={achievement.title}
        earned={achievement.earned}
        percent={progress.percent}
        icon={PRIZE_ICONS[achievement.prize.kind]}
      />
      <CardBody>
        <Title>
          <CardTitleLink to={allyPath(site, 'achievement', { achievementId: achievement.id })} {...content}>
            {achievement.title}
          </CardTitleLink>
        </Title>
        <Muted {...content}>{achievement.description}</Muted>
        <div>
          <Badge tone={achievement.earned ? 'success' : 'neutral'}>{t(`prizeKind.${achievement.prize.kind}`)}</Badge>
        </div>
        <Muted {...content}>{achievement.prize.title}</Muted>
        {achievement.earned && achievement.earned_at ? (
          <Muted>{t('earnedOn', { date: dates.day(achievement.earned_at) })}</Muted>
        ) : (
          <>
            <Muted>{t('progress', { completed: progress.completed, count: progress.total })}</Muted>
            <ProgressBar value={progress.percent} label={t('progressLabel', { title: achievement.title })} />
          </>
        )}
      </CardBody>
    </LiftingCard>
  );
}

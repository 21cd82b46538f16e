import type { LandingReview } from '@aula/contracts/landing';
import { Avatar } from '@aula/ui-kit/avatar';
import { ICON_SIZE, Quote } from '@aula/ui-kit/icons';
import { StarRatingDisplay } from '@aula/ui-kit/star-rating';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LandingHeading, LandingSection, threeColumns } from './landing-section';

const List = styled.ul`
  ${threeColumns}
  gap: ${({ theme }) => theme.space.md};

  @media (min-width: 48rem) {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Card = styled.li`
  display: flex;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};

  figure {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
  }

  blockquote {
    flex: 1;
    margin: 0;
  }

  figcaption {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }

  svg.quote {
    color: ${({ theme }) => theme.colors.secondary};
  }
`;

const Who = styled.span`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * What the ally's customers said, as the ally wrote it in its console. An ally that wrote none has
 * no section: a landing never quotes stock customers in an ally's name.
 */
export function LandingReviews({ own }: { own?: readonly LandingReview[] | undefined }) {
  const { t } = useTranslation('shell');
  const heading = useId();
  if (!own?.length) return null;
  const reviews = own.map((review, index) => ({ ...review, id: index }));
  return (
    <LandingSection aria-labelledby={heading}>
      <LandingHeading id={heading}>{t('landing.reviewsTitle')}</LandingHeading>
      <List>
        {reviews.map((review) => (
          <Card key={review.id}>
            <figure>
              <Quote className="quote" size={ICON_SIZE.lg} />
              <StarRatingDisplay value={review.rating} />
              <blockquote lang="es">{review.comment}</blockquote>
              <figcaption>
                <Avatar name={review.author} size="sm" decorative />
                <Who>
                  <strong>{review.author}</strong>
                  <span>{review.business}</span>
                </Who>
              </figcaption>
            </figure>
          </Card>
        ))}
      </List>
    </LandingSection>
  );
}

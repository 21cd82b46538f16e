import type { LandingPage } from '@aula/contracts/landing';
import { ButtonLink } from '@aula/ui-kit/link';
import styled from 'styled-components';

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.lg};
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HeroImage = styled.img`
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export type HeroContent = Pick<LandingPage, 'title' | 'subtitle' | 'body' | 'call_to_action' | 'hero_image_url'>;

/** The top of an ally's landing: its pitch and the way into the lessons. */
export function LandingHero({ content, seccionPath }: { content: HeroContent; seccionPath: string }) {
  return (
    <Hero>
      <h1>{content.title}</h1>
      <Subtitle>{content.subtitle}</Subtitle>
      {content.hero_image_url && <HeroImage src={content.hero_image_url} alt="" width={960} height={540} />}
      <p>{content.body}</p>
      <div>
        <ButtonLink to={seccionPath}>{content.call_to_action}</ButtonLink>
      </div>
    </Hero>
  );
}

import type { LandingPage } from '@aula/contracts/landing';
import { useContentLang } from '@aula/ui-kit/content-lang';
import { CoverImage } from '@aula/ui-kit/cover-image';
import { ArrowRight, ICON_SIZE } from '@aula/ui-kit/icons';
import { ButtonLink } from '@aula/ui-kit/link';
import { displayText, leadText } from '@aula/ui-kit/type-scale';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Hero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  padding-block: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};

  @media (min-width: 48rem) {
    grid-template-columns: 1.1fr 1fr;
    gap: ${({ theme }) => theme.space.xl};
    padding-block: ${({ theme }) => theme.space.xl};
  }
`;

const Pitch = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h1`
  ${displayText}
  margin: 0;
`;

const Subtitle = styled.p`
  ${leadText}
  margin: 0;
`;

const Body = styled.p`
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.xs};
`;

const Picture = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  @media (max-width: 47.99rem) {
    order: -1;
  }
`;

export type HeroContent = Pick<LandingPage, 'title' | 'subtitle' | 'body' | 'call_to_action' | 'hero_image_url'>;

export interface LandingHeroProps {
  content: HeroContent;
  /** Where the call to action leads a signed-in learner (or anyone, without a register path). */
  seccionPath: string;
  /** For anonymous visitors: the call to action registers, and a second button signs in. */
  registerPath?: string;
  loginPath?: string;
  dataSaver?: boolean;
}

/** The top of an ally's landing: what it offers, a picture of it, and the way in. */
export function LandingHero({ content, seccionPath, registerPath, loginPath, dataSaver }: LandingHeroProps) {
  const { t, i18n } = useTranslation('shell');
  const lang = useContentLang();
  // The pitch is the ally's own words, in its content language whatever the interface's. The
  // button is an action of the interface: in another language it takes the catalogue's words for
  // the same action, so an English page shows no Spanish button ("Empieza gratis").
  const ownWords = !lang.lang || i18n.language === lang.lang;
  const action = ownWords ? content.call_to_action : t(registerPath ? 'landing.register' : 'landing.continue');
  return (
    <Hero>
      <Pitch>
        <Title {...lang}>{content.title}</Title>
        <Subtitle {...lang}>{content.subtitle}</Subtitle>
        {content.body && <Body {...lang}>{content.body}</Body>}
        <Actions>
          <ButtonLink to={registerPath ?? seccionPath}>
            <span {...(ownWords ? lang : {})}>{action}</span>
            <ArrowRight size={ICON_SIZE.md} />
          </ButtonLink>
          {loginPath && (
            <ButtonLink to={loginPath} $variant="ghost">
              {t('landing.haveAccount')}
            </ButtonLink>
          )}
        </Actions>
      </Pitch>
      {content.hero_image_url && (
        <Picture>
          <CoverImage src={content.hero_image_url} width={800} height={600} priority dataSaver={dataSaver} />
        </Picture>
      )}
    </Hero>
  );
}

import styled from 'styled-components';

// Every ally's logo is drawn at 326x127 (the spec's organisation logo); keep that ratio when scaled.
const LOGO_WIDTH = 326;
const LOGO_HEIGHT = 127;

const Img = styled.img<{ $height: string }>`
  display: block;
  height: ${({ $height }) => $height};
  width: auto;
`;

// An ally with no logo yet (created in the console a minute ago) has its name written instead.
const Wordmark = styled.span<{ $height: string }>`
  display: block;
  /* Beside the header's buttons on a 320 px phone: the name wraps rather than push them off. */
  max-width: min(14rem, 42vw);
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: calc(${({ $height }) => $height} * 0.55);
  font-weight: 700;
  line-height: 1.1;
`;

export interface BrandLogoProps {
  /** The logo's address; empty for an ally without one. */
  src: string;
  /** The brand's name: the logo is the only place it is written on screen. */
  alt: string;
  height?: string;
}

export function BrandLogo({ src, alt, height = '40px' }: BrandLogoProps) {
  if (!src) return <Wordmark $height={height}>{alt}</Wordmark>;
  return <Img src={src} alt={alt} width={LOGO_WIDTH} height={LOGO_HEIGHT} $height={height} />;
}

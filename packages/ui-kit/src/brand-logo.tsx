import styled from 'styled-components';

// Every ally's logo is drawn at 326x127 (the spec's organisation logo); keep that ratio when scaled.
const LOGO_WIDTH = 326;
const LOGO_HEIGHT = 127;

const Img = styled.img<{ $height: string }>`
  display: block;
  height: ${({ $height }) => $height};
  width: auto;
`;

export interface BrandLogoProps {
  src: string;
  /** The brand's name: the logo is the only place it is written on screen. */
  alt: string;
  height?: string;
}

export function BrandLogo({ src, alt, height = '40px' }: BrandLogoProps) {
  return <Img src={src} alt={alt} width={LOGO_WIDTH} height={LOGO_HEIGHT} $height={height} />;
}

import { useState } from 'react';
import styled, { css } from 'styled-components';
import { useDataSaver } from './data-saver';
import { ICON_SIZE, type LucideIcon, Sparkles } from './icons';

/** The size every demo cover is drawn at (16:9); the page reserves it before the file arrives. */
export const COVER_SIZE = { width: 640, height: 360 } as const;

const frame = css<{ $ratio: string }>`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${({ $ratio }) => $ratio};
`;

// The demo artwork is drawn on pale paper: in dark mode it is dimmed a little so a list of covers
// does not glare against the dark page (the colours stay recognisable).
const Image = styled.img<{ $ratio: string }>`
  ${frame}
  object-fit: cover;
  background: ${({ theme }) => theme.colors.border};
  ${({ theme }) =>
    theme.mode === 'dark' &&
    css`
      filter: brightness(0.85) saturate(1.1);
    `}
`;

// What stands in for a cover that is missing, broken or not worth the data: a tint of the brand's
// colour with its icon, drawn by the page itself (no download).
const Light = styled.div<{ $ratio: string }>`
  ${frame}
  display: grid;
  place-items: center;
  background:
    radial-gradient(circle at 30% 20%, color-mix(in srgb, ${({ theme }) => theme.colors.secondary} 22%, transparent), transparent 60%),
    color-mix(in srgb, ${({ theme }) => theme.colors.primary} 16%, ${({ theme }) => theme.colors.surface});
  color: ${({ theme }) => theme.colors.primary};
`;

export interface CoverImageProps {
  src: string | null;
  /** The drawn size; `width`/`height` reserve the space so nothing moves when it loads. */
  width?: number;
  height?: number;
  /** Above the fold (the hero, a post's own cover): load at once and first. Others wait until near. */
  priority?: boolean;
  /** The visitor saves data: no download, the light stand-in instead. By default the page's data-saver mark. */
  dataSaver?: boolean;
  /** Drawn on the stand-in, so even it says what kind of thing this is. */
  icon?: LucideIcon;
  className?: string;
}

/** A decorative cover (the title is always beside it, so it carries no alternative text). */
export function CoverImage({
  src,
  width = COVER_SIZE.width,
  height = COVER_SIZE.height,
  priority = false,
  dataSaver,
  icon: Icon = Sparkles,
  className,
}: CoverImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const pageSavesData = useDataSaver();
  const saveData = dataSaver ?? pageSavesData;
  const ratio = `${width} / ${height}`;
  if (!src || saveData || failed === src) {
    return (
      <Light className={className} $ratio={ratio} aria-hidden="true" data-cover="light">
        <Icon size={ICON_SIZE.lg * 1.5} strokeWidth={1.75} />
      </Light>
    );
  }
  return (
    <Image
      className={className}
      $ratio={ratio}
      src={src}
      alt=""
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      onError={() => setFailed(src)}
    />
  );
}

import { useTheme } from 'styled-components';
import type { LucideIcon } from './icons';

export interface MedalArtProps {
  /** What makes this medal its own (the achievement's title): turns its rays and ribbon. */
  seed: string;
  earned: boolean;
  /** 0-100: the ring around a medal not yet earned fills as the learner advances. */
  percent?: number;
  /** The prize inside the medal (a webinar, a report, a parcel). */
  icon: LucideIcon;
}

function turnOf(seed: string): number {
  let hash = 7;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

const RING = 2 * Math.PI * 62;

/**
 * An achievement's cover, drawn in the page from the brand's colours (so it follows light and dark
 * mode and costs no download): rays, a ribbon and a medal holding the prize's icon. A medal not
 * yet earned is grey, with a ring that fills with the learner's progress.
 */
export function MedalArt({ seed, earned, percent = 0, icon: Icon }: MedalArtProps) {
  const { colors, mode } = useTheme();
  const turn = turnOf(seed);
  const medal = earned ? colors.secondary : colors.border;
  const mark = earned ? colors.onSecondary : colors.textMuted;
  const filled = Math.max(0, Math.min(100, percent)) / 100;
  return (
    <svg
      viewBox="0 0 320 180"
      width="320"
      height="180"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block', width: '100%', height: 'auto' }}
    >
      <rect width="320" height="180" fill={colors.primary} opacity={earned ? 0.16 : 0.07} />
      <g transform={`rotate(${turn} 160 84)`} opacity={(earned ? 0.35 : 0.14) * (mode === 'dark' ? 0.55 : 1)}>
        {Array.from({ length: 12 }, (_, index) => (
          <path
            key={index}
            d="M160 84 L150 -60 L170 -60 Z"
            fill={colors.primary}
            transform={`rotate(${index * 30} 160 84)`}
          />
        ))}
      </g>
      <path d="M128 120 L112 172 L134 162 L146 178 L158 126 Z" fill={earned ? colors.primary : colors.border} />
      <path d="M192 120 L208 172 L186 162 L174 178 L162 126 Z" fill={earned ? colors.primary : colors.border} />
      <circle cx="160" cy="84" r="62" fill="none" stroke={colors.border} strokeWidth="8" opacity={earned ? 0 : 1} />
      {!earned && filled > 0 && (
        <circle
          cx="160"
          cy="84"
          r="62"
          fill="none"
          stroke={colors.primary}
          strokeWidth="8"
          strokeLinecap="round"
          strokeDasharray={`${RING * filled} ${RING}`}
          transform="rotate(-90 160 84)"
        />
      )}
      <circle cx="160" cy="84" r="52" fill={medal} />
      <circle cx="160" cy="84" r="42" fill="none" stroke={mark} strokeWidth="3" opacity="0.5" />
      <Icon x={136} y={60} width={48} height={48} color={mark} strokeWidth={1.75} />
    </svg>
  );
}

// A readable light and dark palette from one hue, for new brands (`brand:new`) and generated test
// brands. Every text/background pair is pushed apart in lightness until it meets WCAG AA.
import { AA_TEXT, contrastProblems, contrastRatio, TEXT_PAIRS } from '@aula/contracts/brand-contrast';
import type { BrandTheme, ColorTokens } from '@aula/contracts/brand-theme';

const hex2 = (value: number) =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');

/** `hsl(h s% l%)` as `#rrggbb`; h in degrees, s and l in 0..100. */
export function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = Math.min(100, Math.max(0, s)) / 100;
  const light = Math.min(100, Math.max(0, l)) / 100;
  const q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat;
  const p = 2 * light - q;
  const channel = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return `#${hex2(channel(hue + 1 / 3) * 255)}${hex2(channel(hue) * 255)}${hex2(channel(hue - 1 / 3) * 255)}`;
}

/** The hue of a `#rrggbb` colour, in degrees. */
export function hueOf(color: string): number {
  const n = Number.parseInt(color.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return Math.round(h * 60 + 360) % 360;
}

interface Tone {
  h: number;
  s: number;
  l: number;
}

type Tones = Record<keyof ColorTokens, Tone>;

/** Where the error colour sits (red); an accent near it would read as a mistake. */
const DANGER_HUE = 4;

/**
 * The accent: opposite the primary on the colour wheel, moved to amber when that lands near the
 * error red (a blue primary's opposite), so a lesson card never looks like an error.
 */
export function accentHue(h: number): number {
  const opposite = (((h + 180) % 360) + 360) % 360;
  const fromDanger = Math.min(Math.abs(opposite - DANGER_HUE), 360 - Math.abs(opposite - DANGER_HUE));
  return fromDanger < 30 ? 38 : opposite;
}

function lightTones(h: number): Tones {
  return {
    primary: { h, s: 70, l: 36 },
    onPrimary: { h, s: 0, l: 100 },
    secondary: { h: accentHue(h), s: 80, l: 55 },
    onSecondary: { h, s: 10, l: 10 },
    background: { h, s: 30, l: 97 },
    surface: { h, s: 0, l: 100 },
    text: { h, s: 45, l: 14 },
    textMuted: { h, s: 14, l: 34 },
    border: { h, s: 18, l: 80 },
    focus: { h: h + 30, s: 90, l: 42 },
    danger: { h: DANGER_HUE, s: 72, l: 41 },
    success: { h: 140, s: 60, l: 29 },
  };
}

function darkTones(h: number): Tones {
  return {
    primary: { h, s: 80, l: 74 },
    onPrimary: { h, s: 60, l: 11 },
    secondary: { h: accentHue(h), s: 80, l: 66 },
    onSecondary: { h, s: 10, l: 10 },
    background: { h, s: 35, l: 9 },
    surface: { h, s: 30, l: 14 },
    text: { h, s: 25, l: 94 },
    textMuted: { h, s: 18, l: 76 },
    border: { h, s: 20, l: 30 },
    focus: { h: h + 30, s: 90, l: 66 },
    danger: { h: DANGER_HUE, s: 100, l: 75 },
    success: { h: 140, s: 55, l: 68 },
  };
}

function colorsOf(tones: Tones): ColorTokens {
  return Object.fromEntries(
    Object.entries(tones).map(([name, tone]) => [name, hsl(tone.h, tone.s, tone.l)]),
  ) as unknown as ColorTokens;
}

/** Moves each failing foreground away from its background, a step at a time, until AA holds. */
function makeReadable(tones: Tones): ColorTokens {
  for (let round = 0; round < 60; round += 1) {
    const colors = colorsOf(tones);
    const failing = TEXT_PAIRS.find(([fg, bg]) => contrastRatio(colors[fg], colors[bg]) < AA_TEXT);
    if (!failing) return colors;
    const [fg, bg] = failing;
    const tone = tones[fg];
    tone.l += tones[bg].l > tone.l ? -2 : 2;
    if (tone.l <= 0 || tone.l >= 100) tones[bg].l += tones[bg].l > 50 ? 2 : -2;
  }
  return colorsOf(tones);
}

/** Light and dark colours around `hue`, every text pair at WCAG AA or better. */
export function readablePalette(hue: number): BrandTheme['colors'] {
  const colors = { light: makeReadable(lightTones(hue)), dark: makeReadable(darkTones(hue)) };
  const problems = contrastProblems(colors);
  if (problems.length > 0) throw new Error(`no readable palette for hue ${hue}: ${problems[0]?.reason}`);
  return colors;
}

// The pictures a cover is built around, one per kind of lesson, drawn on a 200x200 grid with the
// cover's palette. Flat shapes only: they read at 88 px on a phone's list and stay a few hundred bytes.

/** Colours a motif is drawn with: its body, a detail colour, and the paper behind it. */
export interface MotifInk {
  body: string;
  detail: string;
  paper: string;
}

export const MOTIFS = {
  coins: ({ body, detail, paper }: MotifInk) =>
    `<ellipse cx="70" cy="160" rx="52" ry="16" fill="${detail}"/><rect x="18" y="112" width="104" height="48" fill="${body}"/><ellipse cx="70" cy="112" rx="52" ry="16" fill="${detail}"/><rect x="18" y="82" width="104" height="30" fill="${body}"/><ellipse cx="70" cy="82" rx="52" ry="16" fill="${detail}"/><circle cx="150" cy="110" r="44" fill="${body}"/><circle cx="150" cy="110" r="30" fill="none" stroke="${paper}" stroke-width="6"/><rect x="146" y="92" width="8" height="36" rx="4" fill="${paper}"/>`,
  boxes: ({ body, detail, paper }: MotifInk) =>
    `<rect x="14" y="110" width="84" height="72" rx="6" fill="${body}"/><rect x="102" y="110" width="84" height="72" rx="6" fill="${detail}"/><rect x="58" y="34" width="84" height="72" rx="6" fill="${body}"/><rect x="48" y="110" width="16" height="26" fill="${paper}"/><rect x="136" y="110" width="16" height="26" fill="${paper}"/><rect x="92" y="34" width="16" height="26" fill="${paper}"/>`,
  chat: ({ body, detail, paper }: MotifInk) =>
    `<rect x="10" y="24" width="130" height="86" rx="20" fill="${body}"/><path d="M34 104l-8 34 34-28z" fill="${body}"/><rect x="32" y="50" width="86" height="10" rx="5" fill="${paper}"/><rect x="32" y="72" width="56" height="10" rx="5" fill="${paper}"/><rect x="70" y="100" width="120" height="76" rx="20" fill="${detail}"/><path d="M166 170l10 26-30-22z" fill="${detail}"/><circle cx="104" cy="138" r="7" fill="${paper}"/><circle cx="130" cy="138" r="7" fill="${paper}"/><circle cx="156" cy="138" r="7" fill="${paper}"/>`,
  tag: ({ body, detail, paper }: MotifInk) =>
    `<g transform="rotate(-14 100 100)"><path d="M20 60h112l52 40-52 40H20z" fill="${body}"/><circle cx="140" cy="100" r="10" fill="${paper}"/><rect x="40" y="84" width="70" height="12" rx="6" fill="${paper}"/><rect x="40" y="106" width="44" height="12" rx="6" fill="${detail}"/></g>`,
  chart: ({ body, detail, paper }: MotifInk) =>
    `<rect x="10" y="10" width="180" height="180" rx="16" fill="${paper}"/><rect x="32" y="120" width="30" height="50" rx="4" fill="${body}"/><rect x="76" y="92" width="30" height="78" rx="4" fill="${body}"/><rect x="120" y="60" width="30" height="110" rx="4" fill="${body}"/><path d="M30 96l46-30 40 18 52-50" fill="none" stroke="${detail}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/><path d="M150 26h22v22" fill="none" stroke="${detail}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  person: ({ body, detail, paper }: MotifInk) =>
    `<circle cx="100" cy="100" r="92" fill="${paper}"/><circle cx="100" cy="74" r="34" fill="${body}"/><path d="M36 172c8-36 34-54 64-54s56 18 64 54z" fill="${body}"/><circle cx="160" cy="42" r="24" fill="${detail}"/><path d="M150 42l7 7 13-14" fill="none" stroke="${paper}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  calculator: ({ body, detail, paper }: MotifInk) =>
    `<rect x="44" y="10" width="112" height="180" rx="16" fill="${body}"/><rect x="60" y="28" width="80" height="36" rx="6" fill="${paper}"/><rect x="104" y="40" width="28" height="12" rx="4" fill="${detail}"/>${[
      0, 1, 2,
    ]
      .flatMap((row) =>
        [0, 1, 2].map(
          (column) =>
            `<rect x="${60 + column * 28}" y="${78 + row * 34}" width="22" height="24" rx="5" fill="${row === 2 && column === 2 ? detail : paper}"/>`,
        ),
      )
      .join('')}`,
  store: ({ body, detail, paper }: MotifInk) =>
    `<rect x="22" y="80" width="156" height="104" rx="6" fill="${paper}"/><path d="M14 40h172l-10 44H24z" fill="${body}"/>${[
      0, 1, 2, 3,
    ]
      .map((index) => `<path d="M${36 + index * 40} 40h20l-4 44h-20z" fill="${detail}"/>`)
      .join(
        '',
      )}<rect x="40" y="112" width="50" height="72" rx="4" fill="${body}"/><rect x="110" y="108" width="50" height="38" rx="4" fill="${detail}"/>`,
  receipt: ({ body, detail, paper }: MotifInk) =>
    `<path d="M46 10h108v170l-18-12-18 12-18-12-18 12-18-12-18 12z" fill="${paper}" stroke="${body}" stroke-width="7" stroke-linejoin="round"/><rect x="64" y="36" width="72" height="12" rx="6" fill="${body}"/><rect x="64" y="64" width="50" height="10" rx="5" fill="${detail}"/><rect x="64" y="86" width="72" height="10" rx="5" fill="${detail}"/><rect x="64" y="108" width="40" height="10" rx="5" fill="${detail}"/><rect x="64" y="136" width="72" height="14" rx="7" fill="${body}"/>`,
  target: ({ body, detail, paper }: MotifInk) =>
    `<circle cx="96" cy="104" r="86" fill="${body}"/><circle cx="96" cy="104" r="60" fill="${paper}"/><circle cx="96" cy="104" r="34" fill="${body}"/><circle cx="96" cy="104" r="12" fill="${paper}"/><path d="M96 104l84-84" stroke="${detail}" stroke-width="10" stroke-linecap="round"/><path d="M160 16l24 0-4 24z" fill="${detail}"/>`,
  camera: ({ body, detail, paper }: MotifInk) =>
    `<rect x="14" y="52" width="172" height="120" rx="18" fill="${body}"/><rect x="62" y="30" width="60" height="30" rx="8" fill="${body}"/><circle cx="100" cy="112" r="44" fill="${paper}"/><circle cx="100" cy="112" r="28" fill="${detail}"/><circle cx="154" cy="78" r="8" fill="${paper}"/>`,
  phone: ({ body, detail, paper }: MotifInk) =>
    `<rect x="52" y="6" width="96" height="188" rx="18" fill="${body}"/><rect x="62" y="24" width="76" height="140" rx="6" fill="${paper}"/><rect x="72" y="36" width="56" height="30" rx="4" fill="${detail}"/><rect x="72" y="76" width="56" height="8" rx="4" fill="${body}"/><rect x="72" y="92" width="38" height="8" rx="4" fill="${body}"/><rect x="72" y="122" width="56" height="26" rx="13" fill="${detail}"/><rect x="88" y="172" width="24" height="8" rx="4" fill="${paper}"/>`,
  calendar: ({ body, detail, paper }: MotifInk) =>
    `<rect x="18" y="30" width="164" height="150" rx="16" fill="${paper}"/><path d="M18 46a16 16 0 0 1 16-16h132a16 16 0 0 1 16 16v26H18z" fill="${body}"/><rect x="52" y="16" width="12" height="30" rx="6" fill="${detail}"/><rect x="136" y="16" width="12" height="30" rx="6" fill="${detail}"/>${[
      0, 1, 2,
    ]
      .flatMap((row) =>
        [0, 1, 2, 3].map(
          (column) =>
            `<rect x="${36 + column * 36}" y="${88 + row * 28}" width="22" height="18" rx="4" fill="${row === 1 && column === 2 ? detail : body}" opacity="${row === 1 && column === 2 ? 1 : 0.35}"/>`,
        ),
      )
      .join('')}`,
  heart: ({ body, detail, paper }: MotifInk) =>
    `<circle cx="100" cy="100" r="90" fill="${paper}"/><path d="M100 164C40 124 30 96 40 72c10-24 44-30 60-4 16-26 50-20 60 4 10 24 0 52-60 92z" fill="${body}"/><circle cx="152" cy="46" r="16" fill="${detail}"/><circle cx="46" cy="150" r="10" fill="${detail}"/>`,
} satisfies Record<string, (ink: MotifInk) => string>;

export type CoverMotif = keyof typeof MOTIFS;
export const MOTIF_NAMES = Object.keys(MOTIFS) as CoverMotif[];

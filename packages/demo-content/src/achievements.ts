// The achievements of the demo world (finish a module, win a prize) and the webinars they open.
import type { Achievement } from '@aula/contracts/achievements';

type PrizeKind = Achievement['prize']['kind'];

export interface DemoWebinar {
  title: string;
  startsInDays: number;
  durationMinutes: number;
  joinUrl: string;
  codePrefix: string;
}

export interface DemoAchievement {
  ally: string;
  module: string;
  title: string;
  description: string;
  prize: { kind: PrizeKind; title: string; description: string };
  webinar?: DemoWebinar;
}

export const ACHIEVEMENTS: DemoAchievement[] = [
  {
    ally: 'impulsa',
    module: 'Vende más y mejor',
    title: 'Estrella de ventas',
    description: 'Termina el módulo «Vende más y mejor».',
    prize: {
      kind: 'webinar',
      title: 'Webinar: ventas por WhatsApp en vivo',
      description: 'Una hora con Jorge Castillo.',
    },
    webinar: {
      title: 'Ventas por WhatsApp en vivo',
      startsInDays: 10,
      durationMinutes: 60,
      joinUrl: 'https://eventos.aula.example/impulsa/ventas-whatsapp',
      codePrefix: 'IMP-VENTAS',
    },
  },
  {
    ally: 'impulsa',
    module: 'Finanzas claras para tu negocio',
    title: 'Finanzas en orden',
    description: 'Termina el módulo «Finanzas claras para tu negocio».',
    prize: {
      kind: 'report',
      title: 'Reporte de tu negocio y tu colonia',
      description: 'Un PDF con tu negocio, lo que completaste y una guía para recorrer tu colonia.',
    },
  },
  {
    ally: 'impulsa',
    module: 'Facturación electrónica en Colombia',
    title: 'Facturación sin errores',
    description: 'Termina el módulo «Facturación electrónica en Colombia».',
    prize: {
      kind: 'physical',
      title: 'Kit de papelería para tu negocio',
      description: 'Talonarios, sellos y carpetas.',
    },
  },
  {
    ally: 'crecer',
    module: 'Marketing digital para tu tienda',
    title: 'Tienda digital',
    description: 'Termina el módulo «Marketing digital para tu tienda».',
    prize: {
      kind: 'webinar',
      title: 'Webinar: promociones de fin de año',
      description: 'Planea tus ventas de diciembre.',
    },
    webinar: {
      title: 'Promociones de fin de año',
      startsInDays: 21,
      durationMinutes: 45,
      joinUrl: 'https://eventos.aula.example/crecer/promociones',
      codePrefix: 'CRE-PROMO',
    },
  },
  {
    ally: 'crecer',
    module: 'Inventario sin sorpresas',
    title: 'Inventario al día',
    description: 'Termina el módulo «Inventario sin sorpresas».',
    prize: {
      kind: 'report',
      title: 'Reporte de tu negocio y tu colonia',
      description:
        'Un PDF con tu tienda, lo que completaste y una tabla para anotar a tu competencia al recorrer tu colonia.',
    },
  },
  {
    ally: 'crecer',
    module: 'Inventario sin sorpresas',
    title: 'Inventario impecable',
    description: 'Termina el módulo «Inventario sin sorpresas» y recibe un regalo en tu tienda.',
    prize: { kind: 'physical', title: 'Báscula digital para mostrador', description: 'Hasta 40 kg, con batería.' },
  },
];

/**
 * The demo webinars' redeem codes, drawn once with a crypto random generator from an alphabet
 * without look-alikes (no 0/O, 1/I): not sequential, so one code tells nothing about another.
 * They are listed here (and in the README) so a tester can find them; an ally's real codes are
 * its own and are never in the source.
 */
const DEMO_WEBINAR_CODES: Record<string, string[]> = {
  'IMP-VENTAS': [
    'IMP-P5VQ-FN4E',
    'IMP-VZ8Y-AJ6S',
    'IMP-PS36-B3QE',
    'IMP-YBTA-NDV3',
    'IMP-QVE4-UAJ4',
    'IMP-TPQX-MJW3',
    'IMP-5WCN-KT9U',
    'IMP-4UGQ-BZ6A',
    'IMP-TCFJ-FGGY',
    'IMP-U2CB-J4AE',
  ],
  'CRE-PROMO': [
    'CRE-NZK8-WW3N',
    'CRE-Z4UX-3XKV',
    'CRE-JYMP-XTG8',
    'CRE-Y6JJ-JC4M',
    'CRE-PKPW-MFYB',
    'CRE-TE3K-4NTX',
    'CRE-8NPN-WUBD',
    'CRE-XX2L-MKCU',
    'CRE-JCDG-8UP3',
    'CRE-KAXE-APVH',
  ],
};

/** How many redeem codes each demo webinar gets. */
export const CODES_PER_WEBINAR = 10;

/** The demo codes of a webinar (`codePrefix` names its list). */
export function webinarCodes(webinar: Pick<DemoWebinar, 'codePrefix'>): string[] {
  return DEMO_WEBINAR_CODES[webinar.codePrefix] ?? [];
}

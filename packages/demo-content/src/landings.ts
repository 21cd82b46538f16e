import { DEFAULT_COVER_FOLDER, heroImageUrl } from './covers/cover-urls';
import type { DemoLanding } from './types';

/** The landing copy of the allies the demo world names, by ally code. */
export const LANDINGS: Record<string, DemoLanding> = {
  impulsa: {
    title: 'Impulsa tu negocio',
    subtitle: 'Aprende a hacer crecer tu negocio, a tu ritmo.',
    body: 'Lecciones cortas y prácticas de ventas, finanzas y marketing, pensadas para dueñas y dueños de pequeños negocios. Aprende desde tu celular, en minutos al día, y aplica lo aprendido el mismo día.',
    callToAction: 'Empieza gratis',
    heroImageUrl: heroImageUrl('impulsa'),
  },
  crecer: {
    title: 'Crecer con tu tienda',
    subtitle: 'Tu tienda, más fuerte cada semana.',
    body: 'La escuela para tiendas de barrio: controla tu inventario, atrae clientes con redes sociales y gana más en cada venta. Lecciones de pocos minutos que puedes ver entre cliente y cliente.',
    callToAction: 'Quiero crecer',
    heroImageUrl: heroImageUrl('crecer'),
  },
};

/** A new ally's landing until someone writes its own: built from the name in its brand.json. */
export function defaultLanding(name: string): DemoLanding {
  return {
    title: `Aprende con ${name}`,
    subtitle: 'Lecciones cortas y prácticas para hacer crecer tu negocio, a tu ritmo.',
    body: `${name} te acompaña con lecciones de pocos minutos sobre precios, cuentas claras y clientes, pensadas para dueñas y dueños de pequeños negocios. Aprende desde tu celular y aplica lo aprendido el mismo día.`,
    callToAction: 'Empieza gratis',
    heroImageUrl: heroImageUrl(DEFAULT_COVER_FOLDER),
  };
}

export function landingOf(ally: { code: string; name: string }): DemoLanding {
  return LANDINGS[ally.code] ?? defaultLanding(ally.name);
}

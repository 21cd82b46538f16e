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
    reviews: [
      {
        author: 'Guadalupe Hernández',
        business: 'Abarrotes Lupita',
        rating: 5,
        comment: 'Aprendí a contar mi inventario y ya no se me acaban los refrescos en fin de semana.',
      },
      {
        author: 'Ricardo Flores',
        business: 'Fonda El Buen Sazón',
        rating: 4,
        comment: 'Con la calculadora de costos subí el precio de la comida corrida sin perder clientes.',
      },
      {
        author: 'Sofía Ramírez',
        business: 'Estética Sofy',
        rating: 5,
        comment: 'Ahora mis clientas agendan por WhatsApp y tengo la semana llena.',
      },
    ],
  },
  crecer: {
    title: 'Crecer con tu tienda',
    subtitle: 'Tu tienda, más fuerte cada semana.',
    body: 'La escuela para tiendas de barrio: controla tu inventario, atrae clientes con redes sociales y gana más en cada venta. Lecciones de pocos minutos que puedes ver entre cliente y cliente.',
    callToAction: 'Quiero crecer',
    heroImageUrl: heroImageUrl('crecer'),
    reviews: [
      {
        author: 'Marta Díaz',
        business: 'Miscelánea La Esquina',
        rating: 5,
        comment: 'Con el inventario en una hora dejé de comprar de más y me sobra para surtir lo que sí se vende.',
      },
      {
        author: 'Andrés Gómez',
        business: 'Panadería La Espiga',
        rating: 5,
        comment: 'Publico el pan del día en redes y los vecinos ya pasan sabiendo qué llevar.',
      },
      {
        author: 'Rosa Quispe',
        business: 'Bodega Doña Rosa',
        rating: 4,
        comment: 'Separé las cuentas de la casa y de la bodega, y por fin sé cuánto gano.',
      },
    ],
  },
};

/**
 * A new ally's landing until someone writes its own: built from the name in its brand.json, saying
 * how the site works and nothing in the ally's voice, with no reviews (nobody said these words about
 * that ally).
 */
export function defaultLanding(name: string): DemoLanding {
  return {
    title: `Aprende con ${name}`,
    subtitle: 'Lecciones cortas y prácticas para hacer crecer tu negocio, a tu ritmo.',
    body: 'Lecciones de pocos minutos sobre precios, cuentas claras y clientes, pensadas para dueñas y dueños de pequeños negocios. Aprende desde tu celular y aplica lo aprendido el mismo día.',
    callToAction: 'Empieza gratis',
    heroImageUrl: heroImageUrl(DEFAULT_COVER_FOLDER),
  };
}

export function landingOf(ally: { code: string; name: string }): DemoLanding {
  return LANDINGS[ally.code] ?? defaultLanding(ally.name);
}

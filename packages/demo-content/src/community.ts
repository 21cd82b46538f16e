// The people around the site: reviews, teachers, campuses, ally types and each ally's customers.
// The catalogues belong to no ally, so no page shows them as an ally's (a landing's reviews are its
// ally's own: ./landings.ts); only ALLY_CUSTOMERS is each demo ally's, by its code.

export const REVIEWS = [
  {
    country: 'mx',
    author: 'Guadalupe Hernández',
    business: 'Abarrotes Lupita',
    rating: 5,
    comment: 'Aprendí a contar mi inventario y ya no se me acaban los refrescos en fin de semana.',
  },
  {
    country: 'mx',
    author: 'Ricardo Flores',
    business: 'Fonda El Buen Sazón',
    rating: 4,
    comment: 'Con la calculadora de costos subí el precio de la comida corrida sin perder clientes.',
  },
  {
    country: 'mx',
    author: 'Sofía Ramírez',
    business: 'Estética Sofy',
    rating: 5,
    comment: 'Ahora mis clientas agendan por WhatsApp y tengo la semana llena.',
  },
  {
    country: 'co',
    author: 'Andrés Gómez',
    business: 'Panadería La Espiga',
    rating: 5,
    comment: 'Facturar electrónicamente ya no me da miedo; lo hago desde el celular.',
  },
  {
    country: 'pe',
    author: 'Rosa Quispe',
    business: 'Bodega Doña Rosa',
    rating: 4,
    comment: 'Separé las cuentas de la casa y de la bodega, y por fin sé cuánto gano.',
  },
];

export const TEACHERS = [
  { name: 'Mariana López', bio: 'Contadora pública; 12 años asesorando a pequeños comercios.', photoUrl: null },
  { name: 'Jorge Castillo', bio: 'Especialista en ventas de mostrador y servicio al cliente.', photoUrl: null },
  { name: 'Valentina Ortiz', bio: 'Consultora de marketing digital para negocios de barrio.', photoUrl: null },
];

export const CAMPUSES = [
  { name: 'Centro Comunitario Coyoacán', city: 'Coyoacán', groups: ['Matutino A', 'Vespertino B'] },
  { name: 'Centro Comunitario Guadalajara', city: 'Guadalajara', groups: ['Sabatino'] },
];

export const ALLY_TYPES = [
  { code: 'bank', name: 'Banco' },
  { code: 'retailer', name: 'Cadena comercial' },
  { code: 'ngo', name: 'Organización sin fines de lucro' },
  { code: 'government', name: 'Gobierno' },
];

export const ALLY_CUSTOMERS: Record<string, string[]> = {
  impulsa: ['Cooperativa Mujeres que Emprenden', 'Red de Fondas de Coyoacán', 'Asociación de Estilistas de Jalisco'],
  crecer: ['Tiendas Unidas del Bajío', 'Abarroteros de Iztapalapa'],
};

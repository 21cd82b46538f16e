// Reference data in Spanish, as the learners see it in their forms.

/** Every country the site knows; `offered` comes from which allies sell there, not from here. */
export const COUNTRY_DIAL_CODES: { code: string; name: string; dialCode: string }[] = [
  { code: 'mx', name: 'México', dialCode: '+52' },
  { code: 'co', name: 'Colombia', dialCode: '+57' },
  { code: 'pe', name: 'Perú', dialCode: '+51' },
  { code: 'ar', name: 'Argentina', dialCode: '+54' },
  { code: 'cl', name: 'Chile', dialCode: '+56' },
  { code: 'ec', name: 'Ecuador', dialCode: '+593' },
  { code: 'gt', name: 'Guatemala', dialCode: '+502' },
];

/** States (departments, regions) with a few cities each, and some postal codes per city. */
export const AREAS: {
  country: string;
  name: string;
  cities: { name: string; postalCodes?: [string, string][] }[];
}[] = [
  {
    country: 'mx',
    name: 'Ciudad de México',
    cities: [
      {
        name: 'Coyoacán',
        postalCodes: [
          ['04000', 'Villa Coyoacán'],
          ['04100', 'Del Carmen'],
          ['04100', 'Barrio de Santa Catarina'],
        ],
      },
      { name: 'Iztapalapa', postalCodes: [['09000', 'Iztapalapa Centro']] },
      { name: 'Cuauhtémoc', postalCodes: [['06700', 'Roma Norte']] },
    ],
  },
  {
    country: 'mx',
    name: 'Jalisco',
    cities: [
      { name: 'Guadalajara', postalCodes: [['44100', 'Guadalajara Centro']] },
      { name: 'Zapopan', postalCodes: [['45010', 'Ciudad Granja']] },
      { name: 'Tlaquepaque' },
    ],
  },
  {
    country: 'mx',
    name: 'Nuevo León',
    cities: [{ name: 'Monterrey', postalCodes: [['64000', 'Monterrey Centro']] }, { name: 'San Nicolás de los Garza' }],
  },
  {
    country: 'mx',
    name: 'Puebla',
    cities: [{ name: 'Puebla', postalCodes: [['72000', 'Centro Histórico']] }, { name: 'Cholula' }],
  },
  { country: 'mx', name: 'Oaxaca', cities: [{ name: 'Oaxaca de Juárez' }, { name: 'Juchitán de Zaragoza' }] },
  { country: 'mx', name: 'Yucatán', cities: [{ name: 'Mérida', postalCodes: [['97000', 'Mérida Centro']] }] },
  {
    country: 'co',
    name: 'Cundinamarca',
    cities: [{ name: 'Bogotá', postalCodes: [['110111', 'La Candelaria']] }, { name: 'Soacha' }],
  },
  { country: 'co', name: 'Antioquia', cities: [{ name: 'Medellín', postalCodes: [['050001', 'El Centro']] }] },
  { country: 'co', name: 'Valle del Cauca', cities: [{ name: 'Cali' }, { name: 'Palmira' }] },
  { country: 'pe', name: 'Lima', cities: [{ name: 'Lima', postalCodes: [['15001', 'Cercado de Lima']] }] },
  { country: 'pe', name: 'Arequipa', cities: [{ name: 'Arequipa' }] },
];

export const BUSINESS_TYPES = [
  'Tienda de abarrotes',
  'Fonda',
  'Estética',
  'Panadería',
  'Papelería',
  'Taller mecánico',
  'Tortillería',
  'Farmacia',
  'Venta por catálogo',
  'Taller de costura',
];
export const EMPLOYEE_NUMBERS = ['Solo yo', '2 a 5 personas', '6 a 10 personas', 'Más de 10 personas'];
export const BUSINESS_IMPROVEMENTS = [
  'Vender más',
  'Llevar mejor mis cuentas',
  'Vender por internet',
  'Conseguir financiamiento',
  'Organizar mi inventario',
  'Formalizar mi negocio',
];
export const EDUCATION_LEVELS = [
  'Primaria',
  'Secundaria',
  'Preparatoria o bachillerato',
  'Carrera técnica',
  'Licenciatura',
  'Posgrado',
];
export const WEEKLY_INCOMES = [
  'Menos de $2,000',
  '$2,000 a $5,000',
  '$5,000 a $10,000',
  '$10,000 a $25,000',
  'Más de $25,000',
];
export const SUBJECTS = ['Ventas', 'Finanzas', 'Marketing digital', 'Inventario', 'Formalización'];

export const LEVELS = [
  { name: 'Inicial', description: 'Tu negocio está arrancando: es momento de ordenar lo básico.', minScore: 1 },
  { name: 'En desarrollo', description: 'Ya tienes clientes fijos; toca medir y mejorar tus números.', minScore: 2 },
  { name: 'Consolidado', description: 'Tu negocio funciona con orden; puedes planear crecer.', minScore: 3 },
  { name: 'En expansión', description: 'Estás listo para nuevos canales, sucursales o productos.', minScore: 4 },
];

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
  { name: 'Centro Aula Coyoacán', city: 'Coyoacán', groups: ['Matutino A', 'Vespertino B'] },
  { name: 'Centro Aula Guadalajara', city: 'Guadalajara', groups: ['Sabatino'] },
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

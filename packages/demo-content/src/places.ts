// Where learners' businesses are: states (departments, regions), their cities and postal codes.

export interface DemoCity {
  name: string;
  /** The city centre (WGS 84), where the address map opens. */
  lat: number;
  lng: number;
  /** [postal code, settlement] pairs. */
  postalCodes?: [string, string][];
}

export interface DemoArea {
  country: string;
  name: string;
  cities: DemoCity[];
}

/** States (departments, regions) with a few cities each, and some postal codes per city. */
export const AREAS: DemoArea[] = [
  {
    country: 'mx',
    name: 'Ciudad de México',
    cities: [
      {
        name: 'Coyoacán',
        lat: 19.3467,
        lng: -99.1617,
        postalCodes: [
          ['04000', 'Villa Coyoacán'],
          ['04100', 'Del Carmen'],
          ['04100', 'Barrio de Santa Catarina'],
        ],
      },
      { name: 'Iztapalapa', lat: 19.3574, lng: -99.0671, postalCodes: [['09000', 'Iztapalapa Centro']] },
      { name: 'Cuauhtémoc', lat: 19.4414, lng: -99.153, postalCodes: [['06700', 'Roma Norte']] },
    ],
  },
  {
    country: 'mx',
    name: 'Jalisco',
    cities: [
      { name: 'Guadalajara', lat: 20.6597, lng: -103.3496, postalCodes: [['44100', 'Guadalajara Centro']] },
      { name: 'Zapopan', lat: 20.7214, lng: -103.3918, postalCodes: [['45010', 'Ciudad Granja']] },
      { name: 'Tlaquepaque', lat: 20.6409, lng: -103.2933 },
    ],
  },
  {
    country: 'mx',
    name: 'Nuevo León',
    cities: [
      { name: 'Monterrey', lat: 25.6866, lng: -100.3161, postalCodes: [['64000', 'Monterrey Centro']] },
      { name: 'San Nicolás de los Garza', lat: 25.7417, lng: -100.3022 },
    ],
  },
  {
    country: 'mx',
    name: 'Puebla',
    cities: [
      { name: 'Puebla', lat: 19.0414, lng: -98.2063, postalCodes: [['72000', 'Centro Histórico']] },
      { name: 'Cholula', lat: 19.0633, lng: -98.3064 },
    ],
  },
  {
    country: 'mx',
    name: 'Oaxaca',
    cities: [
      { name: 'Oaxaca de Juárez', lat: 17.0732, lng: -96.7266 },
      { name: 'Juchitán de Zaragoza', lat: 16.4336, lng: -95.0194 },
    ],
  },
  {
    country: 'mx',
    name: 'Yucatán',
    cities: [{ name: 'Mérida', lat: 20.9674, lng: -89.5926, postalCodes: [['97000', 'Mérida Centro']] }],
  },
  {
    country: 'co',
    name: 'Cundinamarca',
    cities: [
      { name: 'Bogotá', lat: 4.711, lng: -74.0721, postalCodes: [['110111', 'La Candelaria']] },
      { name: 'Soacha', lat: 4.5794, lng: -74.2168 },
    ],
  },
  {
    country: 'co',
    name: 'Antioquia',
    cities: [{ name: 'Medellín', lat: 6.2442, lng: -75.5812, postalCodes: [['050001', 'El Centro']] }],
  },
  {
    country: 'co',
    name: 'Valle del Cauca',
    cities: [
      { name: 'Cali', lat: 3.4516, lng: -76.532 },
      { name: 'Palmira', lat: 3.5394, lng: -76.3036 },
    ],
  },
  {
    country: 'pe',
    name: 'Lima',
    cities: [{ name: 'Lima', lat: -12.0464, lng: -77.0428, postalCodes: [['15001', 'Cercado de Lima']] }],
  },
  { country: 'pe', name: 'Arequipa', cities: [{ name: 'Arequipa', lat: -16.409, lng: -71.5375 }] },
];

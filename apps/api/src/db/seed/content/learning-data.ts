// Who each module is for, the achievements and their prizes, and how far the demo learners got.

/** Module title -> business types it is written for (recommendations follow this). */
export const MODULE_BUSINESS_TYPES: Record<string, string[]> = {
  'Vende más y mejor': ['Fonda', 'Estética', 'Panadería', 'Venta por catálogo'],
  'Finanzas claras para tu negocio': ['Fonda', 'Panadería', 'Taller mecánico', 'Estética', 'Tortillería'],
  'Facturación electrónica en Colombia': ['Panadería', 'Farmacia', 'Tienda de abarrotes'],
  'Inventario sin sorpresas': ['Tienda de abarrotes', 'Farmacia', 'Papelería'],
  'Marketing digital para tu tienda': ['Tienda de abarrotes', 'Papelería', 'Tortillería'],
};

export interface WebinarSeed {
  title: string;
  startsInDays: number;
  durationMinutes: number;
  joinUrl: string;
  codePrefix: string;
}

export interface AchievementSeed {
  ally: string;
  module: string;
  title: string;
  description: string;
  prize: { kind: 'webinar' | 'report' | 'physical'; title: string; description: string };
  webinar?: WebinarSeed;
}

export const ACHIEVEMENTS: AchievementSeed[] = [
  {
    ally: 'impulsa',
    module: 'Vende más y mejor',
    title: 'Vendedora estrella',
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
      title: 'Reporte de tu zona comercial',
      description: 'Un PDF con tu negocio y los comercios de los alrededores.',
    },
  },
  {
    ally: 'impulsa',
    module: 'Facturación electrónica en Colombia',
    title: 'Facturador experto',
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
      title: 'Reporte de tu zona comercial',
      description: 'Un PDF con tu tienda y la competencia cercana.',
    },
  },
  {
    ally: 'crecer',
    module: 'Inventario sin sorpresas',
    title: 'Maestro del inventario',
    description: 'Termina el módulo «Inventario sin sorpresas» y recibe un regalo en tu tienda.',
    prize: { kind: 'physical', title: 'Báscula digital para mostrador', description: 'Hasta 40 kg, con batería.' },
  },
];

/** Demo learners' progress: modules finished whole, and lessons (by title) finished elsewhere. */
export const DEMO_PROGRESS: Record<
  string,
  { finishedModules: string[]; finishedLessons: string[]; openedParts: string[] }
> = {
  'demo@impulsa.example': {
    finishedModules: ['Vende más y mejor'],
    finishedLessons: ['Separa tus cuentas personales y del negocio', 'Calcula el costo real de tus productos'],
    openedParts: [],
  },
  'demo@crecer.example': {
    finishedModules: ['Inventario sin sorpresas'],
    finishedLessons: ['Tu tienda en WhatsApp Business'],
    openedParts: ['Luz natural y fondo limpio'],
  },
};

export const DEMO_BUSINESSES: Record<
  string,
  {
    name: string;
    type: string;
    street: string;
    exteriorNumber: string;
    neighborhood: string;
    city: string;
    state: string;
    postalCode: string;
    lat: number;
    lng: number;
  }
> = {
  'demo@impulsa.example': {
    name: 'Fonda Doña María',
    type: 'Fonda',
    street: 'Calle Francisco Sosa',
    exteriorNumber: '120',
    neighborhood: 'Villa Coyoacán',
    city: 'Coyoacán',
    state: 'Ciudad de México',
    postalCode: '04000',
    lat: 19.3467,
    lng: -99.1617,
  },
  'demo@crecer.example': {
    name: 'Abarrotes Don José',
    type: 'Tienda de abarrotes',
    street: 'Avenida Ermita Iztapalapa',
    exteriorNumber: '45',
    neighborhood: 'Iztapalapa Centro',
    city: 'Iztapalapa',
    state: 'Ciudad de México',
    postalCode: '09000',
    lat: 19.3574,
    lng: -99.0925,
  },
};

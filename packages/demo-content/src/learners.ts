// How far the demo learners got, and their businesses, keyed by the learner's email (demo-users.ts).

export interface DemoProgress {
  /** Module titles whose every published part the learner opened. */
  finishedModules: string[];
  /** Lesson titles finished outside those modules. */
  finishedLessons: string[];
  /** Part titles opened on their own (a lesson begun, not finished). */
  openedParts: string[];
}

export const DEMO_PROGRESS: Record<string, DemoProgress> = {
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

/** The learner's business; catalogue fields name entries of reference-lists.ts. */
export interface DemoBusiness {
  name: string;
  type: string;
  employees: string | null;
  weeklyIncome: string | null;
  foundedYear: number | null;
  phone: string | null;
  improvements: string[];
  address: {
    street: string;
    exteriorNumber: string;
    neighborhood: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
    lat: number;
    lng: number;
  };
}

export const DEMO_BUSINESSES: Record<string, DemoBusiness> = {
  'demo@impulsa.example': {
    name: 'Fonda Doña María',
    type: 'Fonda',
    employees: '2 a 5 personas',
    weeklyIncome: '$5,000 a $10,000',
    foundedYear: 2019,
    phone: '+525550000001',
    improvements: ['Vender más', 'Llevar mejor mis cuentas'],
    address: {
      street: 'Calle Francisco Sosa',
      exteriorNumber: '120',
      neighborhood: 'Villa Coyoacán',
      city: 'Coyoacán',
      state: 'Ciudad de México',
      postalCode: '04000',
      country: 'mx',
      lat: 19.3467,
      lng: -99.1617,
    },
  },
  'demo@crecer.example': {
    name: 'Abarrotes Don José',
    type: 'Tienda de abarrotes',
    employees: 'Solo yo',
    weeklyIncome: null,
    foundedYear: null,
    phone: null,
    improvements: [],
    address: {
      street: 'Avenida Ermita Iztapalapa',
      exteriorNumber: '45',
      neighborhood: 'Iztapalapa Centro',
      city: 'Iztapalapa',
      state: 'Ciudad de México',
      postalCode: '09000',
      country: 'mx',
      lat: 19.3574,
      lng: -99.0925,
    },
  },
};

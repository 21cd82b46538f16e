// The home page blocks of a country (GET /api/{country}/homepages/).

export interface DemoHomepage {
  country: string;
  title: string;
  subtitle: string;
  highlights: string[];
}

export const HOMEPAGES: DemoHomepage[] = [
  {
    country: 'mx',
    title: 'Aprende a hacer crecer tu negocio',
    subtitle: 'Cursos gratuitos para dueñas y dueños de pequeños negocios en México.',
    highlights: ['Lecciones de 5 a 10 minutos', 'Plantillas descargables', 'Aprende desde tu celular'],
  },
];

import type { surveyEs } from './messages-es';

/** Words of the console's survey and business profile results, in English. */
export const surveyEn: typeof surveyEs = {
  title: 'Survey and profile',
  intro_one:
    'How {{count}} person answered the business survey in the period (their last answer), by country and business type, and how it changed since their first survey.',
  intro_other:
    'How {{count}} people answered the business survey in the period (their last answer), by country and business type, and how it changed since their first survey.',
  loadError: 'We could not load the survey results.',
  empty: 'Nobody answered the survey in this period.',
  question: 'Question',
  questions: {
    registra_ventas: 'Records their sales',
    separa_cuentas: 'Keeps business money apart',
    conoce_costos: 'Knows their costs',
    controla_inventario: 'Counts their stock',
    vende_en_linea: 'Sells online',
    planea_metas: 'Sets sales goals',
  },
  answers: { '1': 'Never', '2': 'Very little', '3': 'Sometimes', '4': 'Almost always', '5': 'Always' },
  answered: 'Answered',
  average: 'Average (1 to 5)',
  answersTitle: 'Survey answers',
  distributionTitle: 'Answers per question',
  distributionSummary: 'How many people gave each answer, from 1 (never) to 5 (always).',
  beforeAfterTitle: 'Before and after',
  beforeAfterSummary_one:
    '{{count}} answer comes from someone who took the survey more than once: their first answer against their last.',
  beforeAfterSummary_other:
    '{{count}} answers come from people who took the survey more than once: their first answer against their last.',
  learners: 'People',
  firstAverage: 'First time',
  lastAverage: 'Last time',
  improved: 'Improved',
  same: 'Same',
  worse: 'Went down',
  byCountryTitle: 'By country',
  country: 'Country',
  noCountry: 'No country',
  byBusinessTypeTitle: 'By business type',
  businessType: 'Business type',
  notGiven: 'Not given',
  maturityTitle: 'Business stage by their last survey',
  level: 'Stage',
  profileTitle: 'Business profiles',
  profileIntro_one: 'The profile of {{count}} person registered by the end of the period.',
  profileIntro_other: 'The profiles of {{count}} people registered by the end of the period.',
  businessTypesSummary: 'How many businesses there are of each type.',
  employees: 'People working in the business',
  weeklyIncome: 'Sales per week',
  choice: 'Answer',
};

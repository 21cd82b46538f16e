export interface PartSeed {
  kind: 'video' | 'reading' | 'download';
  title: string;
  content: string;
  minutes: number;
}

export interface LessonSeed {
  title: string;
  summary: string;
  introduction: string;
  /** Days before the seed ran; null keeps the lesson as an unpublished draft. */
  publishedDaysAgo: number | null;
  /** Anonymous views recorded so "most viewed" has a meaningful order from the start. */
  views: number;
  parts: PartSeed[];
}

export interface ModuleSeed {
  title: string;
  description: string;
  /** Narrows the module to one of the ally's countries; absent means every country it offers. */
  country?: string;
  lessons: LessonSeed[];
}

export interface AllySeed {
  code: string;
  name: string;
  countries: string[];
  landing: { title: string; subtitle: string; body: string; callToAction: string };
  modules: ModuleSeed[];
}

// The shapes of the demo world. Plain data: the API seed turns it into rows, the msw fixtures into
// contract payloads; neither the ids nor the learner state live here (see numbering.ts).

import type { QuestionKind } from '@aula/contracts/knowledge-checks';
import type { PartSummary } from '@aula/contracts/lessons';

export type PartKind = PartSummary['kind'];

export interface DemoCheckQuestion {
  kind: QuestionKind;
  prompt: string;
  /** The title of the lesson's part to read again when answered wrong. */
  review?: string;
  options: { text: string; correct: boolean; feedback?: string }[];
}

/** A knowledge check as the demo content writes it (numbered by checks.ts). */
export interface DemoCheck {
  passMark?: number;
  maxAttempts?: number | null;
  questions: DemoCheckQuestion[];
}

export interface DemoPart {
  kind: PartKind;
  title: string;
  /** What the part holds: the text of a reading, a description of a video or download. */
  content: string;
  minutes: number;
  /** A check part's questions (kind `check` only). */
  check?: DemoCheck;
}

export interface DemoLesson {
  title: string;
  summary: string;
  introduction: string;
  /** Days before the seed ran; null keeps the lesson as an unpublished draft. */
  publishedDaysAgo: number | null;
  /** Anonymous views recorded so "most viewed" has a meaningful order from the start. */
  views: number;
  parts: DemoPart[];
  /** The cover made for the lesson, served under /media/ (set by curriculum.ts from the title). */
  cover?: string;
}

export interface DemoModule {
  title: string;
  description: string;
  /** Narrows the module to one of the ally's countries; absent means every country it offers. */
  country?: string;
  lessons: DemoLesson[];
  /** The module's cover, served under /media/ (set by curriculum.ts from the title). */
  cover?: string;
  /** Completing it earns a certificate in the ally's name (one per demo ally, finished by its demo learner). */
  certifying?: boolean;
}

export interface DemoLanding {
  title: string;
  subtitle: string;
  body: string;
  callToAction: string;
  /** The landing's picture, served under /media/. */
  heroImageUrl: string;
  /**
   * The reviews the ally's landing quotes, written for that ally. Absent: the landing quotes no one
   * (a new ally's site never shows stock customers in its name).
   */
  reviews?: DemoReview[];
}

/** A customer's words on an ally's landing. */
export interface DemoReview {
  author: string;
  business: string;
  /** 1 to 5 stars. */
  rating: number;
  comment: string;
}

/** An ally as its brand folder describes it (brands/<code>/brand.json: allyCode, name, countries). */
export interface DemoAlly {
  code: string;
  name: string;
  countries: string[];
}

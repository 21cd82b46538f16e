import type { checksEs } from './messages-es';

/** Words of the console's knowledge-check results, in English. */
export const checksEn: typeof checksEs = {
  title: 'Knowledge checks',
  intro:
    "How learners did on your lessons' knowledge checks in the period: how many passed, in how many tries, and which questions are hardest. Every try counts in a question's answers.",
  loadError: 'We could not load the knowledge check results.',
  emptyTitle: 'No knowledge checks yet',
  empty:
    'None of your lessons has a knowledge check. Add a "Check" part to a lesson in Modules and you will see here how learners answer it.',
  toModules: 'Go to Modules',
  hardestTitle: 'The hardest questions',
  hardestIntro: 'The questions the fewest people got right in the period, among those with at least {{min}} answers.',
  hardestEmpty: 'No questions to show yet: a question shows here once it has at least {{min}} answers in the period.',
  checkInLesson: '{{check}} · lesson {{lesson}}',
  rightShare: '{{percent}} got it right',
  noAnswers: 'No answers',
  answers_one: '{{value}} answer',
  answers_other: '{{value}} answers',
  mostChosenWrong_one: 'The wrong answer chosen most: "{{text}}" ({{value}} time)',
  mostChosenWrong_other: 'The wrong answer chosen most: "{{text}}" ({{value}} times)',
  lesson: 'Lesson: {{lesson}}',
  tried: 'Tried it',
  passed: 'Passed',
  passRate: 'Passed (%)',
  attempts: 'Tries in all',
  averageTries: 'They passed on try {{value}} on average.',
  nobodyPassed: 'Nobody passed it in this period.',
  nobodyTried: 'Nobody tried it in this period.',
  questionsCaption: 'Questions of {{check}} ({{lesson}})',
  question: 'Question',
  answered: 'Answers',
  right: 'Right (%)',
  wrongColumn: 'Wrong answer chosen most (times)',
  wrongCell: '"{{text}}" ({{value}})',
};

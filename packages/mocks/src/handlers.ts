import { accountHandlers } from './handlers/account';
import { achievementHandlers } from './handlers/achievements';
import { blogHandlers } from './handlers/blog';
import { catalogHandlers } from './handlers/catalogs';
import { certificateHandlers } from './handlers/certificates';
import { consoleAllyHandlers } from './handlers/console-allies';
import { consoleBlogHandlers } from './handlers/console-blog';
import { consoleBrandHandlers } from './handlers/console-brand';
import { consoleCertificateHandlers } from './handlers/console-certificates';
import { consoleChatPreviewHandlers } from './handlers/console-chat-preview';
import { consoleCheckResultsHandlers } from './handlers/console-check-results';
import { consoleCurriculumHandlers } from './handlers/console-curriculum';
import { consoleDomainHandlers } from './handlers/console-domain';
import { consoleEarnersHandlers } from './handlers/console-earners';
import { consoleHistoryHandlers } from './handlers/console-history';
import { consoleInsightHandlers } from './handlers/console-insight';
import { consoleInsightRefreshHandlers } from './handlers/console-insight-refresh';
import { consoleLearnersHandlers } from './handlers/console-learners';
import { consoleMediaHandlers } from './handlers/console-media';
import { consolePublishingHandlers } from './handlers/console-publishing';
import { consoleSurveyResultsHandlers } from './handlers/console-survey-results';
import { consoleTeamHandlers } from './handlers/console-team';
import { checkAttemptHandlers } from './handlers/knowledge-checks';
import { landingHandlers } from './handlers/landing';
import { lessonActionHandlers } from './handlers/lesson-actions';
import { lessonPartHandlers } from './handlers/lesson-parts';
import { lessonHandlers } from './handlers/lessons';
import { moduleHandlers } from './handlers/modules';
import { passwordHandlers } from './handlers/password';
import { profileHandlers } from './handlers/profile';
import { registrationHandlers } from './handlers/registration';
import { reminderTemplateHandlers } from './handlers/reminder-templates';
import { reminderHandlers } from './handlers/reminders';
import { reportHandlers } from './handlers/reports';
import { returnLinkHandlers } from './handlers/return-links';
import { sitemapHandlers } from './handlers/sitemaps';

export { resetMockState } from './state';

export const handlers = [
  // Before the public blog's: msw takes the first match, and /api/{country}/posts/ matches /api/console/posts/.
  ...consoleBlogHandlers,
  ...consolePublishingHandlers,
  ...consoleBrandHandlers,
  ...catalogHandlers,
  ...landingHandlers,
  ...blogHandlers,
  ...lessonHandlers,
  ...lessonPartHandlers,
  ...checkAttemptHandlers,
  ...lessonActionHandlers,
  ...moduleHandlers,
  ...achievementHandlers,
  ...certificateHandlers,
  ...profileHandlers,
  ...reportHandlers,
  ...accountHandlers,
  ...returnLinkHandlers,
  ...registrationHandlers,
  ...passwordHandlers,
  ...consoleHistoryHandlers,
  ...consoleTeamHandlers,
  ...consoleAllyHandlers,
  ...consoleDomainHandlers,
  ...consoleMediaHandlers,
  ...consoleCurriculumHandlers,
  ...consoleChatPreviewHandlers,
  ...consoleInsightHandlers,
  ...consoleInsightRefreshHandlers,
  ...consoleLearnersHandlers,
  ...consoleEarnersHandlers,
  ...consoleCertificateHandlers,
  ...consoleSurveyResultsHandlers,
  ...consoleCheckResultsHandlers,
  ...reminderHandlers,
  ...reminderTemplateHandlers,
  ...sitemapHandlers,
];

import { boot } from './boot';
import { isDataSaverOn, markDataSaver, pageDrawnForDataSaver } from './data-saver';
import { fetchDeploymentFile } from './deployment-file';
import { whenLearnerPageDrawn } from './learner-page-start';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
markDataSaver(isDataSaverOn() || pageDrawnForDataSaver());
// The application is its own chunk: a server-rendered page does not wait for it (boot.ts).
boot(container, async () => {
  await whenLearnerPageDrawn(container);
  // Asked for beside the application's code, not after it runs; its failure is read there.
  const deploymentFile = fetchDeploymentFile();
  deploymentFile.catch(() => {});
  // Two chunks asked for at once, each evaluated in a task of its own when it arrives: the
  // application's set-up, and React DOM with the providers (app-render.tsx) that draw it.
  const render = import('./app-render');
  render.catch(() => {});
  return import('./app-start').then(({ startApp }) => startApp(container, { deploymentFile, render }));
});

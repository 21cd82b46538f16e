import { boot } from './boot';
import { markDataSaver } from './data-saver';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
markDataSaver();
// The application is its own chunk: a server-rendered page does not wait for it (boot.ts).
boot(container, () => import('./app-start').then(({ startApp }) => startApp(container)));

export { ConsoleLayout as default } from '../shell/console-layout';

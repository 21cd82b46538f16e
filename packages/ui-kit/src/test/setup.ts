import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installJsdomDialog } from '../jsdom-dialog';

installJsdomDialog();
afterEach(cleanup);

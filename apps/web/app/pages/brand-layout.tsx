import type { ClientLoaderFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { brandLoader } from '../../src/routes/brand/brand-loader';
import { getTabStore } from '../tab-store';

export { BrandLayout as default } from '../../src/routes/brand/brand-layout';

export const handle = { messages: ['profile', 'blog'] };

export const loader = (args: LoaderFunctionArgs) => brandLoader(args, args.context.store.dispatch);
export const clientLoader = (args: ClientLoaderFunctionArgs) => brandLoader(args, getTabStore().dispatch);
// Run on the page the server drew too: the tab remembers the ally being browsed (its cookies).
clientLoader.hydrate = true as const;

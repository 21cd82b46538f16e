// Types for the TypeScript configs (e2e, story tests) that launch the browser of chromium.mjs.
export declare const chromiumCandidates: (string | undefined)[];
export declare function findChromium(): string | undefined;
export declare const chromiumPath: string;
export declare const chromiumFlags: string[];
export declare const chromiumHint: string;
export declare const testBrowserCandidates: (string | undefined)[];
export declare const testBrowserPath: string;

export declare const WRANGLER_ENV: NodeJS.ProcessEnv;
export declare function waitUntilUp(url: string, timeoutMs?: number): Promise<void>;

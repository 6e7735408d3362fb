import type { BuildOptions, Metafile } from 'esbuild';
import type { BuildManifest } from '../../shared/site/render.ts';

export declare const ENTRY: string;
export declare const METAFILE: string;
export declare function clientBuildOptions(options?: { minify?: boolean }): BuildOptions;
export declare function lazilyLoadedSources(metafile: Metafile): Set<string>;
export declare function buildClient(options?: {
  minify?: boolean;
}): Promise<{ manifest: BuildManifest; metafile: Metafile }>;

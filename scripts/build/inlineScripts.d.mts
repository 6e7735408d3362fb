import type { BuildOptions, OutputFile } from 'esbuild';

export declare function inlineScriptEntries(): Promise<string[]>;
export declare function inlineScriptsBuildOptions(entryPoints: string[]): BuildOptions;
export declare function inlineScriptTexts(
  outputFiles: Pick<OutputFile, 'path' | 'text'>[],
): Record<string, string>;
export declare function buildInlineScripts(): Promise<Record<string, string>>;

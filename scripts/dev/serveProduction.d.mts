import type { ChildProcess } from 'node:child_process';

export declare const SERVICES: readonly string[];
export declare function servePortal(options: {
  portalPort: number;
  upstreamsUrl: string;
  state: string;
  stdio?: 'ignore' | 'inherit';
  inspectorPort?: number;
  vars?: Record<string, string>;
  upWithinMs?: number;
}): Promise<ChildProcess>;

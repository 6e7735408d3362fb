import type { Server } from 'node:http';
import type { ChildProcess } from 'node:child_process';

export declare function startReplayUpstream(options: { port: number; target: string }): Promise<Server>;
export declare function spawnReplayUpstream(options: { port: number; target: string }): Promise<ChildProcess>;

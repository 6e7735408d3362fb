import type { Server } from 'node:http';

export declare const STACK_FLOOR_APP: string;
export declare function frameworkFloorBytes(app?: string): Promise<number>;
export declare function serveFrameworkFloor(port: number): Promise<Server>;

// Types of free-port.mjs for the TypeScript that imports it (tests/hosts/servers.ts).
export declare function freePort(): Promise<number>;

// Type declarations for the two test-only servers, which ship none of their own.

declare module 'dynalite' {
  import type {Server} from 'node:http';

  interface DynaliteOptions {
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    path?: string;
  }
  export default function dynalite(options?: DynaliteOptions): Server;
}

declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: {name: string; configs?: string[]}[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{address: string; port: number}>;
    close(): Promise<void>;
  }
}

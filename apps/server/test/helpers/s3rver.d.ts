/** The part of @20minutes/s3rver (a maintained fork of s3rver, which ships no types) tests use. */
declare module "@20minutes/s3rver" {
  export type S3rverOptions = {
    address?: string;
    port?: number;
    /** Where the buckets' objects are kept. */
    directory: string;
    silent?: boolean;
    /** Buckets made at start. */
    configureBuckets?: { name: string }[];
  };
  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Listens; answers the address and port it listens on. */
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

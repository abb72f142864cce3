/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  /** An hdr-histogram-percentiles-obj summary; latencies are in milliseconds. */
  export interface Histogram {
    average: number;
    mean: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    /** Seconds the run lasted. */
    duration: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface Options {
    /** Several URLs: the connections are dealt to them in turn (connection i goes to url[i % n]). */
    url: string | string[];
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    headers?: Record<string, string>;
    body?: string;
    /** A request sequence; `setupRequest` may rewrite each request (e.g. a different path every time). */
    requests?: {
      method?: string;
      path?: string;
      body?: string;
      setupRequest?: (request: RequestParams) => RequestParams;
    }[];
  }
  export interface RequestParams {
    method?: string;
    path?: string;
    body?: string;
    headers?: Record<string, string>;
  }
  /** The running load: awaitable for its result, and an emitter of each response (`responseTime` in ms). */
  export interface Run extends Promise<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
  }
  export default function autocannon(options: Options): Run;
}

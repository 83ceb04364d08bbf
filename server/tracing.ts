import { FastifyOtelInstrumentation } from '@fastify/otel';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK, type tracing } from '@opentelemetry/sdk-node';

/** Asked every few seconds by balancers and Prometheus: a trace each would bury the requests people make. */
const UNTRACED = new Set(['/healthz', '/health/live', '/health/ready', '/metrics']);

export interface Tracing {
  /** Exports the spans still held; part of the stop. */
  shutdown(): Promise<void>;
}

/**
 * OpenTelemetry traces (docs/operations.md, "Tracing"): one trace per request (@fastify/otel: the request, its
 * hooks and handler) with the PostgreSQL queries it ran under it (instrumentation-pg). Loaded by `npm start` only
 * when OTEL_EXPORTER_OTLP_ENDPOINT is set, and before the app's modules, since the pg instrumentation patches pg as
 * it is first loaded. The SDK reads the standard OTEL_* settings itself (protocol, headers, sampler, service name);
 * traces only: metrics are Prometheus's (/metrics) and the log is stdout's. `spanProcessors` replaces the OTLP
 * export (tests keep the spans in memory).
 */
export function startTracing(options: { spanProcessors?: tracing.SpanProcessor[] } = {}): Tracing {
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || 'aurora-crm',
    ...(options.spanProcessors && { spanProcessors: options.spanProcessors }),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new FastifyOtelInstrumentation({ registerOnInitialization: true, ignorePaths: ({ url }) => UNTRACED.has(url) }),
      // Only queries a request makes: the background ones (audit pruning, presence) would each be a trace of their own.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  return { shutdown: () => sdk.shutdown() };
}

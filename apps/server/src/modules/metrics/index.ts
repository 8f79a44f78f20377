/** The metrics module's public face: GET /metrics for Prometheus (with METRICS_TOKEN). */
export { metricsPlugin } from './metrics-plugin.ts';

/**
 * Health: liveness and readiness probes.
 *
 * The module's public face: other modules and app.ts import only what this file hands on.
 */
export { healthRoutes } from './routes.ts';

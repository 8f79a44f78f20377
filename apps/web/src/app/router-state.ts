/**
 * The router's loader state crosses from server to browser as JSON: route errors (a 404 of an
 * unknown product, say) are written as plain objects and turned back into error responses.
 */
import { isRouteErrorResponse, type HydrationState } from 'react-router';

type SerializedRouteError = {
  status: number;
  statusText: string;
  data: unknown;
  __type: 'RouteErrorResponse';
};
type SerializedError = { message: string; __type: 'Error' };

export function serializeRouterState(state: HydrationState): HydrationState {
  if (!state.errors) return state;
  const errors: Record<string, SerializedRouteError | SerializedError> = {};
  for (const [routeId, error] of Object.entries(state.errors)) {
    errors[routeId] = isRouteErrorResponse(error)
      ? {
          status: error.status,
          statusText: error.statusText,
          data: error.data,
          __type: 'RouteErrorResponse',
        }
      : { message: 'Unexpected Server Error', __type: 'Error' };
  }
  return { ...state, errors };
}

/** A tiny stand-in with the shape `isRouteErrorResponse` recognises. */
class RevivedRouteError {
  readonly internal = false;
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
  ) {}
}

export function reviveRouterState(state: HydrationState): HydrationState {
  if (!state.errors) return state;
  const errors: Record<string, unknown> = {};
  for (const [routeId, value] of Object.entries(
    state.errors as Record<string, SerializedRouteError | SerializedError>,
  )) {
    errors[routeId] =
      value.__type === 'RouteErrorResponse'
        ? new RevivedRouteError(value.status, value.statusText, value.data)
        : new Error(value.message);
  }
  return { ...state, errors };
}

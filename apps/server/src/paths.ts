/**
 * Folders the server reads at run time, resolved from this file. It sits directly in `src/`, and
 * the compiled bundle sits directly in `dist/` (scripts/build.ts), so the same relative URLs hold
 * under tsx and in the build; the build copies the migrations next to the bundle.
 */
import { fileURLToPath } from 'node:url';

export const migrationsFolder = fileURLToPath(new URL('./db/migrations', import.meta.url));
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

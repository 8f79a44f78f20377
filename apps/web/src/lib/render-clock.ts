/**
 * The moment the server rendered the page (its clock, in ms), or null for a page the browser
 * rendered itself. What depends on the time (a drop upcoming or released, its countdown) is
 * rendered by the server at this moment, and the browser hydrates at the same moment before its
 * own clock takes over, so both renders agree.
 */
import { createContext } from 'react';

export const RenderClockContext = createContext<number | null>(null);

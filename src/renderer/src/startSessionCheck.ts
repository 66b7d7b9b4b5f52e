/**
 * main.tsx's first import: asks the server for the session (spec 4) before the rest of the app's
 * code (React, the login's components) is evaluated, so the answer is usually there by the first
 * render.
 */
import { checkSession } from './state/session';

/** Settles when the first session check has its answer (or its failure). */
export const firstSessionCheck: Promise<void> = checkSession();

/**
 * The window's remembered size and position (`<userData>/window-state.json`). Kept apart
 * from the Electron glue so the rules (bad file → defaults, off-screen → centred) are testable.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { writeFileAtomic } from './fs-atomic';

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

const windowStateSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(400).max(16_384),
  height: z.number().int().min(300).max(16_384),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof windowStateSchema>;

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 820, maximized: false };
export const MIN_WINDOW_SIZE = { width: 400, height: 300 } as const;

export async function readWindowState(filePath: string): Promise<WindowState> {
  try {
    const parsed = windowStateSchema.safeParse(JSON.parse(await readFile(filePath, 'utf8')));
    return parsed.success ? parsed.data : DEFAULT_WINDOW_STATE;
  } catch {
    return DEFAULT_WINDOW_STATE;
  }
}

export function writeWindowState(filePath: string, state: WindowState): Promise<void> {
  return writeFileAtomic(filePath, JSON.stringify(state));
}

/** Whether a usable part of the window (its title bar area) lies on one of the displays. */
function isReachable(bounds: Rectangle, workAreas: Rectangle[]): boolean {
  const grip = { x: bounds.x, y: bounds.y, width: bounds.width, height: 40 };
  return workAreas.some(
    (area) =>
      grip.x + grip.width - 100 > area.x &&
      grip.x + 100 < area.x + area.width &&
      grip.y >= area.y - 10 &&
      grip.y + 20 < area.y + area.height,
  );
}

/**
 * The remembered state, adjusted to today's displays: a window saved on a monitor that is no
 * longer attached loses its position (the OS centres it) instead of opening out of reach.
 */
export function fitWindowState(state: WindowState, workAreas: Rectangle[]): WindowState {
  if (state.x === undefined || state.y === undefined) return state;
  const bounds = { x: state.x, y: state.y, width: state.width, height: state.height };
  if (isReachable(bounds, workAreas)) return state;
  return { width: state.width, height: state.height, maximized: state.maximized };
}

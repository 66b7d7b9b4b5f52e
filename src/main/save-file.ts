/**
 * Electron glue of the CSV export: the native save dialog, attached to the window. Where it
 * opens, the atomic write and the remembered folder are decided in core/file-saver.ts.
 */
import { join } from 'node:path';
import { app, dialog, type BrowserWindow, type SaveDialogOptions } from 'electron';
import { createDialogFileSaver, LAST_FOLDER_FILE_NAME, type SaveFile } from './core/file-saver';

export function createElectronFileSaver(userDataDir: string, getWindow: () => BrowserWindow | null): SaveFile {
  return createDialogFileSaver({
    stateFile: join(userDataDir, LAST_FOLDER_FILE_NAME),
    fallbackFolder: app.getPath('documents'),
    async askPath({ defaultPath }) {
      const options: SaveDialogOptions = {
        defaultPath,
        filters: [{ name: 'CSV', extensions: ['csv'] }],
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      };
      const window = getWindow();
      const result = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
      return result.canceled || !result.filePath ? null : result.filePath;
    },
  });
}

/**
 * `csv:export`: a whole list as CSV, written as its pages arrive (after the save dialog, in
 * Electron), and `csv:progress`: how far an export named by the renderer got.
 */
import type { CsvProgress } from '../../shared/ipc';
import { csvChunks } from './csv';
import type { SaveFile } from './file-saver';
import type { IpcHandlers } from './ipc-handlers';
import { listQuery, specOf, type ResourceReader } from './resource-reads';

export interface CsvExportDeps {
  reader: ResourceReader;
  saveFile: SaveFile;
}

export function createCsvExportHandlers({ reader, saveFile }: CsvExportDeps): Pick<IpcHandlers, 'csv:export' | 'csv:progress'> {
  /** The CSV exports under way, by the id the renderer gave, for `csv:progress`. */
  const runningExports = new Map<string, CsvProgress>();
  return {
    async 'csv:export'({ resource, query, columns, fileName, exportId }) {
      const spec = specOf(resource);
      const checked = listQuery(spec, query);
      const progress: CsvProgress = { written: 0, total: null };
      if (exportId) runningExports.set(exportId, progress);
      try {
        return await saveFile({ fileName, content: csvChunks(reader.rowPages(spec, checked, progress), columns) });
      } finally {
        if (exportId) runningExports.delete(exportId);
      }
    },

    async 'csv:progress'({ exportId }) {
      const progress = runningExports.get(exportId);
      return progress ? { ...progress } : null;
    },
  };
}

// One export at a time: which dataset, how far it got, and its file when done.
import { create } from 'zustand';
import { saveFile } from '@/lib/save-file';
import type { DateFormat } from '@/features/settings';
import { messageOf } from '@/lib/errors';
import * as api from '../api/exports-api';
import { DATASETS, type DatasetKey } from '../lib/export-datasets';
import { CANCELLED, runExport, type ExportRun } from '../lib/run-export';
import { today } from '../lib/training';

export interface ExportRequest {
  dataset: DatasetKey;
  filters: api.ExportFilters;
  columns: readonly string[];
  format: DateFormat;
}

interface ExportState {
  running: boolean;
  done: number;
  total: number | null;
  error: string | null;
  /** The last finished export. */
  result: { rows: number; fileName: string } | null;
  start(request: ExportRequest): Promise<void>;
  cancel(): void;
}

function exportOf(key: DatasetKey, run: ExportRun) {
  switch (key) {
    case 'cases':
      return runExport(DATASETS.cases, api.casesPage, run);
    case 'time_entries':
      return runExport(DATASETS.time_entries, api.timeEntriesPage, run);
    case 'contacts':
      return runExport(DATASETS.contacts, api.contactsPage, run);
    case 'invoices':
      return runExport(DATASETS.invoices, api.invoicesPage, run);
    case 'contractors':
      return runExport(DATASETS.contractors, api.contractorsPage, run);
    case 'applications':
      return runExport(DATASETS.applications, api.applicationsPage, run);
  }
}

export const useExportStore = create<ExportState>()((set, get) => {
  let controller: AbortController | null = null;
  return {
    running: false,
    done: 0,
    total: null,
    error: null,
    result: null,
    async start({ dataset, filters, columns, format }) {
      if (get().running) return;
      const mine = new AbortController();
      controller = mine;
      set({ running: true, done: 0, total: null, error: null, result: null });
      try {
        const { blob, rows } = await exportOf(dataset, {
          filters,
          columns,
          format,
          signal: mine.signal,
          onProgress: (done, total) => {
            if (controller === mine) set({ done, total });
          },
        });
        const fileName = `gal-connect-${dataset.replace('_', '-')}-${today()}.csv`;
        await api.recordExport(dataset, filters, rows);
        saveFile(blob, fileName);
        set({ running: false, result: { rows, fileName } });
      } catch (e) {
        const message = mine.signal.aborted ? CANCELLED : messageOf(e);
        set({ running: false, error: message });
      } finally {
        if (controller === mine) controller = null;
      }
    },
    cancel() {
      controller?.abort();
    },
  };
});

// The contact form on a case: its values, autosave to the server while it is a draft
// (Saved / Not saved — retrying), Submit, corrections to a submitted contact (Save
// Changes), receipts and deleting a draft. The contact's id is made when the form
// opens and kept in the URL, so a reload or another browser finds the same draft.
import { create } from 'zustand';
import { AppError, messageOf } from '@/lib/errors';
import * as api from '../api/contacts-api';
import { createAutosave, type Autosave, type SaveState } from '../lib/autosave';
import {
  CONTACT_MESSAGES,
  blankContact,
  contactInput,
  contactValues,
  hasErrors,
  receiptProblem,
  validateContact,
  type ContactErrors,
  type ContactValues,
  type ExpenseErrors,
} from '../lib/contact-rules';
import { queryClient } from '@/lib/query-client';
import { contactKeys, entryKeys, planKeys } from '../api/keys';
import type { InvoiceLock } from '../lib/invoice-lock';
import type { QueuedReceipt } from '../lib/outbox';
import { sniffReceipt } from '../lib/receipt-files';
import { useOutbox } from './outbox-store';

/** Logging with no network: the contact waits in the device's outbox instead of saving. */
export interface QueueTarget {
  userId: string;
  caseTitle: string;
}

/** A receipt chosen offline shows under this path until the outbox uploads it. */
const QUEUED = 'queued/';

/** A failure that may pass by itself: no answer at all, or the server not ready. */
function transient(error: unknown): boolean {
  const code = error instanceof AppError ? error.code : undefined;
  return !code || /^(PGRST00|08|57P|40001|40P01)/.test(code);
}

export interface ContactBounds {
  today: string;
  caseCreated: string;
}

interface DraftState {
  caseId: string | null;
  contactId: string | null;
  /** Set when the contact is logged offline: Submit queues it on the device. */
  queue: QueueTarget | null;
  /** Where a new contact's Submit goes when the network is gone meanwhile. */
  fallback: QueueTarget | null;
  /** The last Submit put the contact in the device's outbox (it was not sent). */
  queued: boolean;
  /** draft: autosaved and submitted; edit: a submitted contact, saved with Save Changes. */
  mode: 'draft' | 'edit';
  /** The invoice locking this contact: the form shows it and offers no Save. */
  lock: InvoiceLock | null;
  values: ContactValues;
  loading: boolean;
  loadError: string | null;
  save: SaveState;
  saveError: string | null;
  busy: boolean;
  /** Why Submit, Save Changes or Delete failed. */
  actionError: string | null;
  errors: { fields: ContactErrors; expenses: ExpenseErrors } | null;
  receiptErrors: Record<string, string>;
  open(
    caseId: string,
    contactId: string,
    today: string,
    queue?: QueueTarget,
    fallback?: QueueTarget,
  ): Promise<void>;
  change(patch: Partial<ContactValues>, bounds: ContactBounds): void;
  retry(): Promise<boolean>;
  /** Submits a draft or saves a correction; true when done. */
  submit(bounds: ContactBounds): Promise<boolean>;
  attachReceipt(
    expenseId: string,
    file: File,
    userId: string,
    bounds: ContactBounds,
  ): Promise<void>;
  remove(): Promise<boolean>;
  close(): void;
}

let autosave: Autosave<ContactValues> | null = null;
/** Each open() takes a number; only the newest one's load may fill the form. */
let opened = 0;
/** Receipts no expense names any more, removed once the contact is saved without them. */
let orphans: string[] = [];
/** Receipt files chosen offline, by expense id: they wait with the contact. */
let queuedFiles = new Map<string, File>();

/** A contact logs a time entry and may fulfil a planned visit: each domain reads again. */
const reloadCase = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: contactKeys.all }),
    queryClient.invalidateQueries({ queryKey: entryKeys.all }),
    queryClient.invalidateQueries({ queryKey: planKeys.all }),
  ]);

function receiptsOf(v: ContactValues): string[] {
  return v.expenses.flatMap((e) => (e.receiptPath ? [e.receiptPath] : []));
}

export const useContactDraft = create<DraftState>()((set, get) => {
  async function persist(values: ContactValues, submit: boolean): Promise<api.ContactRow> {
    const { caseId, contactId } = get();
    if (!caseId || !contactId) throw new AppError('No contact is open');
    const row = await api.saveContact(contactInput(contactId, caseId, values), submit);
    const gone = orphans.filter((p) => !receiptsOf(values).includes(p));
    orphans = orphans.filter((p) => !gone.includes(p));
    // Best effort: a receipt left behind is harmless (private, in the owner's folder).
    void api.removeReceipts(gone).catch(() => undefined);
    return row;
  }

  /** Puts the contact, with its receipt files, in the device's outbox; true when it is there. */
  async function queueContact(queue: QueueTarget, values: ContactValues): Promise<boolean> {
    const { caseId, contactId } = get();
    if (!caseId || !contactId) return false;
    const input = contactInput(contactId, caseId, values);
    const receipts: QueuedReceipt[] = [];
    for (const e of values.expenses) {
      const file = queuedFiles.get(e.id);
      if (file && e.receiptPath?.startsWith(QUEUED)) {
        receipts.push({ expenseId: e.id, name: file.name, type: file.type, data: file });
      }
    }
    input.expenses = input.expenses.map((e) =>
      e.receipt_path?.startsWith(QUEUED) ? { ...e, receipt_path: null } : e,
    );
    try {
      await useOutbox.getState().enqueue({
        id: contactId,
        userId: queue.userId,
        caseId,
        caseTitle: queue.caseTitle,
        input,
        receipts,
        queuedAt: Date.now(),
        refusal: null,
      });
      autosave?.stop();
      set({ busy: false, errors: null, queued: true });
      return true;
    } catch (e) {
      set({ busy: false, actionError: `Not kept on this device: ${messageOf(e)}` });
      return false;
    }
  }

  return {
    caseId: null,
    contactId: null,
    queue: null,
    fallback: null,
    queued: false,
    mode: 'draft',
    lock: null,
    values: blankContact(''),
    loading: false,
    loadError: null,
    save: 'idle',
    saveError: null,
    busy: false,
    actionError: null,
    errors: null,
    receiptErrors: {},

    async open(caseId, contactId, today, queue, fallback) {
      get().close();
      const mine = ++opened;
      set({ fallback: fallback ?? null });
      if (queue) {
        // Nothing to load or autosave with no network: the whole contact waits on Submit.
        set({ caseId, contactId, queue, values: blankContact(today) });
        return;
      }
      set({ caseId, contactId, loading: true, loadError: null, values: blankContact(today) });
      autosave = createAutosave<ContactValues>({
        save: async (values) => {
          const row = await persist(values, false);
          // Submitted meanwhile (another tab): this form now corrects it.
          if (row.status === 'submitted' && get().mode === 'draft') set({ mode: 'edit' });
        },
        transient,
        onState: (save, error) => set({ save, saveError: error ? messageOf(error) : null }),
      });
      try {
        const found = await api.getContact(contactId);
        if (opened !== mine) return;
        set({
          loading: false,
          values: found ? contactValues(found, caseId) : blankContact(today),
          mode: found?.status === 'submitted' ? 'edit' : 'draft',
          lock: found ? api.lockingInvoice(found) : null,
          save: found ? 'saved' : 'idle',
        });
      } catch (e) {
        if (opened === mine) set({ loading: false, loadError: messageOf(e) });
      }
    },

    change(patch, bounds) {
      const values = { ...get().values, ...patch };
      const removed = receiptsOf(get().values).filter((p) => !receiptsOf(values).includes(p));
      orphans.push(...removed);
      const errors = get().errors ? validateContact(values, bounds) : null;
      set({ values, errors, actionError: null });
      if (get().mode === 'draft') autosave?.change(values);
    },

    retry: () => autosave?.flush() ?? Promise.resolve(true),

    async submit(bounds) {
      const { values, mode, busy } = get();
      if (busy) return false;
      const errors = validateContact(values, bounds);
      set({ errors, actionError: null });
      if (hasErrors(errors)) return false;
      set({ busy: true });
      const queue = get().queue;
      if (queue) return queueContact(queue, values);
      // No network: a new contact waits on the device rather than failing.
      const fallback = mode === 'draft' ? get().fallback : null;
      if (fallback && !navigator.onLine) return queueContact(fallback, values);
      try {
        // Whatever autosave still holds goes first, so nothing typed is lost if Submit fails.
        if (mode === 'draft') await autosave?.flush();
        await persist(values, true);
        autosave?.stop();
        set({ busy: false, save: 'saved', errors: null });
        await reloadCase();
        return true;
      } catch (e) {
        // The answer never came (the network went): it waits on the device, sent by its id.
        if (fallback && transient(e)) return queueContact(fallback, values);
        set({ busy: false, actionError: messageOf(e) });
        return false;
      }
    },

    async attachReceipt(expenseId, file, userId, bounds) {
      const problem = receiptProblem(file);
      const others = { ...get().receiptErrors };
      delete others[expenseId];
      set({ receiptErrors: problem ? { ...others, [expenseId]: problem } : others });
      if (problem) return;
      if (get().queue) {
        // Checked by its bytes now, as an upload would be: nothing refused waits on the phone.
        const type = await sniffReceipt(file).catch(() => null);
        if (!type) {
          set({ receiptErrors: { ...others, [expenseId]: CONTACT_MESSAGES.receiptType } });
          return;
        }
        queuedFiles.set(expenseId, new File([file], file.name, { type }));
        const expenses = get().values.expenses.map((e) =>
          e.id === expenseId ? { ...e, receiptPath: `${QUEUED}${file.name}` } : e,
        );
        get().change({ expenses }, bounds);
        return;
      }
      try {
        // The receipt's folder is the contact's: it must exist first.
        if (get().mode === 'draft') {
          autosave?.change(get().values);
          if (!(await autosave?.flush())) throw new AppError(get().saveError ?? 'Not saved');
        }
        const path = await api.uploadReceipt(userId, get().contactId ?? '', file);
        const expenses = get().values.expenses.map((e) =>
          e.id === expenseId ? { ...e, receiptPath: path } : e,
        );
        get().change({ expenses }, bounds);
      } catch (e) {
        set({ receiptErrors: { ...get().receiptErrors, [expenseId]: messageOf(e) } });
      }
    },

    async remove() {
      const { contactId, values } = get();
      if (!contactId || get().busy) return false;
      set({ busy: true, actionError: null });
      autosave?.stop();
      try {
        await api.deleteContact(contactId);
        void api.removeReceipts([...receiptsOf(values), ...orphans]).catch(() => undefined);
        orphans = [];
        set({ busy: false });
        await reloadCase();
        return true;
      } catch (e) {
        // A draft never saved has nothing to delete.
        if (e instanceof AppError && e.code === '42501' && get().save === 'idle') {
          set({ busy: false });
          return true;
        }
        set({ busy: false, actionError: messageOf(e) });
        return false;
      }
    },

    close() {
      opened += 1;
      autosave?.stop();
      autosave = null;
      orphans = [];
      queuedFiles = new Map();
      set({
        caseId: null,
        contactId: null,
        queue: null,
        fallback: null,
        queued: false,
        mode: 'draft',
        lock: null,
        loading: false,
        loadError: null,
        save: 'idle',
        saveError: null,
        busy: false,
        actionError: null,
        errors: null,
        receiptErrors: {},
      });
    },
  };
});

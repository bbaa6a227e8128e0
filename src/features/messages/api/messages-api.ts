// Per-case message threads. RLS decides who reads and writes; the
// thread list, unread counts and mark-read are database functions.
import { isNotFound, toAppError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { CompositeTypes, Tables } from '@/lib/database.types';
import { filledRows, type Filled } from '@/lib/rows';

/** The fields public.message_threads() always fills. */
const THREAD_FILLED = [
  'case_id',
  'case_title',
  'case_status',
  'admin_id',
  'message_count',
  'unread_count',
  'can_send',
] as const;

/** One row of public.message_threads(): names, the last message and the contractor may be null. */
export type Thread = Filled<CompositeTypes<'message_thread'>, (typeof THREAD_FILLED)[number]>;

export type Message = Pick<
  Tables<'messages'>,
  'id' | 'case_id' | 'sender_id' | 'body' | 'created_at' | 'read_at'
>;

/** Threads per "Load more" (the admin has 7,506 at scale). */
export const THREAD_PAGE = 50;

export interface ThreadPage {
  threads: Thread[];
  /** More threads follow the first `limit`. */
  more: boolean;
}

/** The first `limit` threads in the database's order; one more is asked for to learn if more follow. */
export async function listThreads(limit: number): Promise<ThreadPage> {
  const { data, error } = await supabase.rpc('message_threads', { thread_limit: limit + 1 });
  if (error) throw toAppError(error, 'Error loading messages');
  const threads = filledRows(data, ...THREAD_FILLED);
  return { threads: threads.slice(0, limit), more: threads.length > limit };
}

/** One case's thread (a link to a thread older than the loaded ones); null when not the caller's. */
export async function getThread(caseId: string): Promise<Thread | null> {
  const { data, error } = await supabase.rpc('message_threads', {
    thread_limit: 1,
    thread_case: caseId,
  });
  // A malformed case id in the address (?case=) is no thread, as an unknown one is.
  if (isNotFound(error)) return null;
  if (error) throw toAppError(error, 'Error loading messages');
  return filledRows(data, ...THREAD_FILLED)[0] ?? null;
}

export async function listMessages(caseId: string): Promise<Message[]> {
  const { data, error } = await supabase
    .from('messages')
    .select('id, case_id, sender_id, body, created_at, read_at')
    .eq('case_id', caseId)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true });
  if (isNotFound(error)) return [];
  if (error) throw toAppError(error, 'Error loading messages');
  return data;
}

export async function sendMessage(caseId: string, body: string): Promise<Message> {
  const { data, error } = await supabase
    .from('messages')
    .insert({ case_id: caseId, body })
    .select('id, case_id, sender_id, body, created_at, read_at')
    .single();
  if (error) throw toAppError(error, 'Error sending message');
  return data;
}

/** Marks what others sent me on this case read; returns how many changed. */
export async function markThreadRead(caseId: string): Promise<number> {
  const { data, error } = await supabase.rpc('mark_thread_read', { case_id: caseId });
  if (error) throw toAppError(error);
  return data;
}

export async function unreadCount(): Promise<number> {
  const { data, error } = await supabase.rpc('unread_message_count');
  if (error) throw toAppError(error);
  return data;
}

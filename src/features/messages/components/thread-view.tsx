// One case's conversation. Bodies are React text nodes, never HTML.
import { useEffect, useId, useRef, useState } from 'react';
import { Send } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import type { Message, Thread } from '../api/messages-api';
import { composerKeyAction, MESSAGE_MAX_LENGTH, sendableBody } from '../lib/composer';

interface ThreadViewProps {
  thread: Thread;
  messages: Message[];
  /** The messages are still being read: "No messages yet" waits for the answer. */
  loading?: boolean;
  userId: string;
  sending: boolean;
  error: string | null;
  onSend(body: string): Promise<boolean>;
}

const time = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function ThreadView({
  thread,
  messages,
  loading = false,
  userId,
  sending,
  error,
  onSend,
}: ThreadViewProps) {
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLLIElement>(null);
  const hintId = useId();
  const nameOf = (senderId: string) =>
    senderId === userId
      ? 'You'
      : senderId === thread.admin_id
        ? (thread.admin_name ?? 'Admin')
        : (thread.contractor_name ?? 'Contractor');

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const send = async () => {
    if (sendableBody(draft) !== null && (await onSend(draft))) setDraft('');
  };

  return (
    <section
      aria-labelledby="thread-title"
      className="flex min-h-96 flex-col rounded-xl border border-slate-200 bg-white"
    >
      <h2 id="thread-title" className="border-b border-slate-200 px-4 py-3 font-semibold">
        {thread.case_title}
      </h2>
      <ol aria-label="Messages" className="flex-1 space-y-3 overflow-y-auto p-4">
        {messages.length === 0 ? (
          <li className="text-slate-600">
            {loading ? <Spinner label="Loading messages" /> : 'No messages yet.'}
          </li>
        ) : null}
        {messages.map((m) => {
          const mine = m.sender_id === userId;
          return (
            <li key={m.id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
              <div
                className={`max-w-[80%] rounded-xl px-3 py-2 ${
                  mine ? 'bg-indigo-700 text-white' : 'bg-slate-100 text-slate-900'
                }`}
              >
                <p className="text-xs font-semibold">
                  {nameOf(m.sender_id)}{' '}
                  <span className="font-normal opacity-80">{time(m.created_at)}</span>
                </p>
                <p className="whitespace-pre-wrap break-words">{m.body}</p>
              </div>
            </li>
          );
        })}
        <li ref={end} aria-hidden="true" />
      </ol>
      {thread.can_send ? (
        <form
          className="border-t border-slate-200 p-3"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <label htmlFor="composer" className="sr-only">
            Message
          </label>
          <div className="flex items-end gap-2">
            <textarea
              id="composer"
              rows={2}
              maxLength={MESSAGE_MAX_LENGTH}
              value={draft}
              aria-describedby={hintId}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (
                  composerKeyAction({ ...e, isComposing: e.nativeEvent.isComposing }) === 'send'
                ) {
                  e.preventDefault();
                  void send();
                }
              }}
              placeholder="Write a message"
              className="min-h-11 flex-1 rounded-lg border border-slate-300 px-3 py-2 focus:border-indigo-700 focus:outline-2 focus:outline-indigo-700"
            />
            <button type="submit" className={buttonClass('primary')} disabled={sending}>
              <Send aria-hidden="true" className="size-4" />
              Send
            </button>
          </div>
          <p id={hintId} className="mt-1 text-xs text-slate-600">
            Enter sends; Shift+Enter starts a new line.
          </p>
          <FormError message={error} />
        </form>
      ) : (
        <p className="border-t border-slate-200 p-3 text-sm text-slate-600">
          You can read this conversation; only the case&apos;s admin and contractor write in it.
        </p>
      )}
    </section>
  );
}

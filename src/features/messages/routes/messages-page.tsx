// Messages: per-case conversations between the case's admin and its
// contractor. The open thread is in the URL (?case=), so it can be linked to.
import { useCallback, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { useCurrentUser } from '@/features/profile';
import { errorText } from '@/lib/query-client';
import { ThreadList } from '../components/thread-list';
import { ThreadView } from '../components/thread-view';
import { usePolling } from '@/lib/use-polling';
import type { Message } from '../api/messages-api';
import { linkedThreadQuery, threadQuery, threadsQuery } from '../api/queries';
import { POLL_MS, useMessagesStore } from '../stores/messages-store';

const NO_THREADS = { threads: [], more: false };
const NO_MESSAGES: Message[] = [];

export function MessagesPage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const caseId = params.get('case');
  const limit = useMessagesStore((s) => s.limit);
  const threadsRead = useQuery(threadsQuery(limit));
  const { threads, more } = threadsRead.data ?? NO_THREADS;
  const loaded = !threadsRead.isPending;
  const listed = threads.find((t) => t.case_id === caseId) ?? null;
  // A link to a thread older than the loaded ones: its row is asked for on its own.
  const missing = loaded && caseId !== null && !listed;
  const linked = useQuery({ ...linkedThreadQuery(caseId ?? ''), enabled: missing }).data ?? null;
  const threadRead = useQuery({ ...threadQuery(caseId ?? ''), enabled: caseId !== null });
  const messages = caseId ? (threadRead.data ?? NO_MESSAGES) : NO_MESSAGES;
  const actionError = useMessagesStore((s) => s.error);
  const error = actionError ?? errorText(threadRead.error) ?? errorText(threadsRead.error);
  const sending = useMessagesStore((s) => s.sending);
  const { open, shown, refresh, send, loadMore } = useMessagesStore.getState();

  useEffect(() => open(caseId), [caseId, open]);
  // The open thread's messages were shown: what was sent to me is read now.
  const answer = threadRead.data;
  useEffect(() => {
    if (caseId && answer) void shown(caseId, answer);
  }, [caseId, answer, shown]);
  usePolling(
    useCallback(() => refresh(), [refresh]),
    POLL_MS,
  );

  if (!user) return null;
  const thread = listed ?? linked;

  return (
    <>
      <PageHeader
        title="Messages"
        description="Conversations about your cases. New messages appear within a few seconds."
      />
      {!loaded ? (
        <Spinner label="Loading messages" className="mt-6" />
      ) : threads.length === 0 ? (
        <div className="mt-6">
          <EmptyState
            icon={MessageSquare}
            title="No conversations yet"
            text="Each case with a contractor assigned gets a conversation between its admin and contractor."
          />
        </div>
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <nav aria-label="Conversations">
            <ThreadList
              threads={threads}
              userId={user.id}
              openCaseId={caseId}
              onOpen={(id) => setParams({ case: id })}
            />
            {more ? (
              <button
                type="button"
                className={`${buttonClass('secondary')} mt-3 w-full`}
                onClick={loadMore}
              >
                Load more conversations
              </button>
            ) : null}
          </nav>
          {thread ? (
            <ThreadView
              key={thread.case_id}
              thread={thread}
              messages={messages}
              loading={threadRead.isPending}
              userId={user.id}
              sending={sending}
              error={error}
              onSend={send}
            />
          ) : (
            <div>
              <FormError message={error} />
              <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-600">
                Choose a conversation to read it.
              </p>
            </div>
          )}
        </div>
      )}
    </>
  );
}

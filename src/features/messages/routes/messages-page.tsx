// Messages (issue 10): per-case conversations between the case's admin and its
// contractor. The open thread is in the URL (?case=), so it can be linked to.
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { useCurrentUser } from '@/features/profile';
import { answered } from '@/lib/resource';
import { ThreadList } from '../components/thread-list';
import { ThreadView } from '../components/thread-view';
import { usePolling } from '@/lib/use-polling';
import { THREAD_PAGE } from '../api/messages-api';
import {
  POLL_MS,
  useLinkedThread,
  useMessagesError,
  useMessagesStore,
  useThread,
  useThreads,
} from '../stores/messages-store';

export function MessagesPage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const caseId = params.get('case');
  const { threads, more } = useThreads((s) => s.data);
  const shown = useThreads((s) => s.params) ?? THREAD_PAGE;
  const loaded = useThreads(answered);
  const listed = threads.find((t) => t.case_id === caseId) ?? null;
  const linked = useLinkedThread((s) => (s.params === caseId ? s.data : null));
  const loadLinked = useLinkedThread((s) => s.load);
  const messages = useThread((s) => s.data);
  const error = useMessagesError();
  const sending = useMessagesStore((s) => s.sending);
  const loadThreads = useThreads((s) => s.load);
  const { open, refresh, send } = useMessagesStore.getState();

  useEffect(() => {
    void loadThreads(THREAD_PAGE);
  }, [loadThreads]);
  // A link to a thread older than the loaded ones: its row is asked for on its own.
  const missing = loaded && caseId !== null && !listed;
  useEffect(() => {
    if (missing) void loadLinked(caseId);
  }, [missing, caseId, loadLinked]);
  useEffect(() => {
    void open(caseId);
  }, [caseId, open]);
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
                onClick={() => void loadThreads(shown + THREAD_PAGE)}
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

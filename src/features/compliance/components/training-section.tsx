// Profile's 'Training and Eligibility': progress towards good standing,
// the Florida eligibility an admin recorded, the records, and Add Training.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { Dialog } from '@/components/dialog';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { useCurrentUser } from '@/features/profile';
import { can } from '@/lib/capabilities';
import { TRAINING_SECTION_ID } from '@/lib/paths';
import { errorText } from '@/lib/query-client';
import { eligibilityQuery, recordsQuery, standingQuery } from '../api/queries';
import type { TrainingRecord } from '../lib/training';
import { useTrainingStore } from '../stores/training-store';
import { EligibilitySummary } from './eligibility-summary';
import { TrainingForm } from './training-form';
import { TrainingProgress } from './training-progress';
import { TrainingRecords } from './training-records';

export function TrainingSection() {
  const user = useCurrentUser();
  const userId = user?.id;
  const logs = can(user, 'logTraining');
  const shown = !!userId && logs;
  const standingRead = useQuery({ ...standingQuery(userId ?? ''), enabled: shown });
  const standing = standingRead.data ?? null;
  const standingError = errorText(standingRead.error);
  const recordsRead = useQuery({ ...recordsQuery(userId ?? ''), enabled: shown });
  const records = recordsRead.data ?? [];
  const recordsLoading = recordsRead.isPending;
  const recordsError = errorText(recordsRead.error);
  const eligibilityRead = useQuery({ ...eligibilityQuery(userId ?? ''), enabled: shown });
  const eligibility = eligibilityRead.data ?? null;
  const eligibilityError = errorText(eligibilityRead.error);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  // A link to this section (#training) lands here, not at the top of Profile: the section
  // renders after the page, so the browser's own jump to the anchor finds nothing.
  useEffect(() => {
    if (hash !== `#${TRAINING_SECTION_ID}` || !section.current) return;
    section.current.scrollIntoView({ block: 'start' });
    section.current.focus({ preventScroll: true });
  }, [hash, shown]);
  const busy = useTrainingStore((s) => s.busy);
  const error = useTrainingStore((s) => s.error);
  const { add, remove } = useTrainingStore.getState();
  const [toDelete, setToDelete] = useState<TrainingRecord | null>(null);

  if (!userId || !logs) return null;
  return (
    <section
      ref={section}
      id={TRAINING_SECTION_ID}
      tabIndex={-1}
      aria-label="Training and Eligibility"
      className="mt-6 grid scroll-mt-20 grid-cols-1 gap-6 outline-none lg:grid-cols-2"
    >
      <Card title="Training Progress">
        <FormError message={standingError} />
        {standing ? (
          <TrainingProgress standing={standing} />
        ) : standingError ? null : (
          <Spinner label="Loading training progress" />
        )}
      </Card>
      <Card title="Florida Eligibility">
        {/* Nothing recorded is said only once the read answered it, never while it loads. */}
        <FormError message={eligibilityError} />
        {eligibilityRead.isPending ? (
          <Spinner label="Loading eligibility" />
        ) : eligibilityError ? null : (
          <EligibilitySummary eligibility={eligibility} />
        )}
      </Card>
      <Card title="Training Records" className="lg:col-span-2">
        <FormError message={recordsError} />
        {recordsLoading && !records.length ? (
          <Spinner label="Loading training records" />
        ) : records.length ? (
          <TrainingRecords
            records={records}
            caption="Your training records"
            onDelete={setToDelete}
          />
        ) : (
          <p className="text-slate-700">No training recorded yet.</p>
        )}
        <div className="mt-6 border-t border-slate-200 pt-6">
          <TrainingForm
            busy={busy}
            error={error}
            onSubmit={(input, certificate) => add(userId, input, certificate)}
          />
        </div>
      </Card>
      <Dialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title="Delete this training record?"
        footer={
          <>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setToDelete(null)}
            >
              Keep It
            </button>
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => {
                if (toDelete) void remove(toDelete);
                setToDelete(null);
              }}
            >
              Delete Record
            </button>
          </>
        }
      >
        <p className="text-slate-700">
          {toDelete
            ? `${toDelete.title} (${toDelete.provider}) and its certificate will be removed.`
            : null}
        </p>
      </Dialog>
    </section>
  );
}

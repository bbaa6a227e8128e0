// Admins, on a contractor's page: how they qualify under §61.402 (path, Bar number or
// certificate, when it was checked), or none; and their progress towards good standing.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { FormError } from '@/components/form-error';
import { Select } from '@/components/select';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { ELIGIBILITY_LABEL, ELIGIBILITY_PATHS, type EligibilityPath } from '@/content/eligibility';
import { messageOf } from '@/lib/errors';
import { errorText, queryClient } from '@/lib/query-client';
import { complianceKeys } from '../api/keys';
import { eligibilityQuery, standingQuery } from '../api/queries';
import { removeEligibility, saveEligibility } from '../api/eligibility-api';
import { today } from '../lib/training';
import { TrainingProgress } from './training-progress';

const OPTIONS = ELIGIBILITY_PATHS.map((p) => ({ value: p, label: ELIGIBILITY_LABEL[p] }));

export function ContractorCompliance() {
  const { id = '' } = useParams();
  const eligibilityRead = useQuery(eligibilityQuery(id));
  const eligibility = eligibilityRead.data ?? null;
  const loaded = !eligibilityRead.isPending;
  const standingRead = useQuery(standingQuery(id));
  const standing = standingRead.data ?? null;
  const standingError = errorText(standingRead.error);
  // What the admin typed; until then, the recorded values.
  const [draft, setDraft] = useState<{
    path: EligibilityPath | '';
    credential: string;
    verifiedOn: string;
  } | null>(null);
  const { path, credential, verifiedOn } = draft ?? {
    path: eligibility?.path ?? '',
    credential: eligibility?.credential ?? '',
    verifiedOn: eligibility?.verified_on ?? '',
  };
  const edit = (patch: Partial<NonNullable<typeof draft>>) =>
    setDraft({ path, credential, verifiedOn, ...patch });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: complianceKeys.eligibility(id) });
      setDraft(null);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!path) return setError('Choose how the contractor qualifies.');
    if (!credential.trim()) return setError('Enter the Bar number or certificate.');
    if (!verifiedOn || verifiedOn > today())
      return setError('Enter the date you verified it (not in the future).');
    void run(() => saveEligibility(id, { path, credential, verifiedOn }));
  }

  return (
    <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card title="Training Progress">
        <FormError message={standingError} />
        {standing ? <TrainingProgress standing={standing} /> : <Spinner label="Loading progress" />}
      </Card>
      <Card title="Florida Eligibility">
        {!loaded ? (
          <Spinner label="Loading eligibility" />
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-4">
            <p className="text-sm text-slate-700">
              {eligibility
                ? `Recorded: ${ELIGIBILITY_LABEL[eligibility.path]}.`
                : 'None recorded: this contractor cannot take a case with an abuse allegation.'}
            </p>
            <Select
              label="Qualifies as"
              placeholder="Choose a path"
              options={OPTIONS}
              value={path}
              onChange={(e) => edit({ path: e.target.value as EligibilityPath | '' })}
            />
            <TextField
              label="Bar number or certificate"
              maxLength={100}
              value={credential}
              onChange={(e) => edit({ credential: e.target.value })}
            />
            <TextField
              label="Verified on"
              type="date"
              max={today()}
              value={verifiedOn}
              onChange={(e) => edit({ verifiedOn: e.target.value })}
            />
            <FormError message={error} />
            <div className="flex flex-wrap gap-2">
              <button type="submit" className={buttonClass('primary')} disabled={busy}>
                Save Eligibility
              </button>
              {eligibility ? (
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  disabled={busy}
                  onClick={() => void run(() => removeEligibility(id))}
                >
                  Remove
                </button>
              ) : null}
            </div>
          </form>
        )}
      </Card>
    </div>
  );
}

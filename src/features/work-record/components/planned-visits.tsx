// Planned visits: on the case page, the assigned contractor plans the next visit (day,
// optional time, with whom) and sees the plans on the case (admins read them); on the
// dashboard, the caller's open plans, soonest first. Logging the visit fulfils a plan
// (the database does it), so a plan leaves the dashboard once its visit is logged.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { TextField } from '@/components/text-field';
import { can, type Actor, type CaseRef } from '@/lib/capabilities';
import { todayIso } from '@/lib/dates';
import { messageOf } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { errorText, queryClient } from '@/lib/query-client';
import { addPlan, deletePlan, type PlannedVisit } from '../api/planned-visits-api';
import { planKeys } from '../api/keys';
import { casePlansQuery, openPlansQuery } from '../api/queries';
import { plannedWhen } from '../lib/planned-visit';

const reloadPlans = () => queryClient.invalidateQueries({ queryKey: planKeys.all });

export function PlannedVisitsSection({
  item,
  user,
}: {
  item: CaseRef & { id: string };
  user: Actor;
}) {
  // The case page's one request usually answered it already (case_page()).
  const read = useQuery(casePlansQuery(item.id));
  const plans = read.data ?? [];
  const open = plans.filter((p) => !p.fulfilled_on);
  const done = plans.filter((p) => p.fulfilled_on).slice(0, 3);
  const canPlan = can(user, 'logTime', item);
  const [form, setForm] = useState({ planned_on: '', planned_time: '', with_whom: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form.planned_on || !form.with_whom.trim()) {
      setError('Enter the day and with whom.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await addPlan(item.id, {
        planned_on: form.planned_on,
        planned_time: form.planned_time || null,
        with_whom: form.with_whom.trim(),
      });
      setForm({ planned_on: '', planned_time: '', with_whom: '' });
      await reloadPlans();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="planned-visits-heading" className="mt-8">
      <h2 id="planned-visits-heading" className="text-lg font-semibold text-slate-900">
        Planned Visits
      </h2>
      <FormError message={errorText(read.error)} />
      {read.isPending ? <Spinner label="Loading planned visits" className="mt-2" /> : null}
      {open.length ? (
        <ul className="mt-2 space-y-1">
          {open.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-3 text-slate-800">
              <span>
                Planned for {plannedWhen(p)} with {p.with_whom}
              </span>
              {canPlan ? (
                <button
                  type="button"
                  className={buttonClass('ghost')}
                  aria-label={`Cancel the visit planned for ${plannedWhen(p)}`}
                  onClick={() =>
                    void deletePlan(p.id).then(reloadPlans, (err: unknown) =>
                      setError(messageOf(err)),
                    )
                  }
                >
                  Cancel plan
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : read.data ? (
        <p className="mt-2 text-slate-600">No visit planned.</p>
      ) : null}
      {done.map((p) => (
        <p key={p.id} className="mt-1 text-sm text-slate-600">
          Visit planned for {plannedWhen(p)} was made on {formatDate(p.fulfilled_on!)}.
        </p>
      ))}
      {canPlan ? (
        <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-3" noValidate>
          <TextField
            label="Visit day"
            type="date"
            min={todayIso()}
            required
            value={form.planned_on}
            onChange={(e) => setForm((f) => ({ ...f, planned_on: e.target.value }))}
          />
          <TextField
            label="Time (optional)"
            type="time"
            value={form.planned_time}
            onChange={(e) => setForm((f) => ({ ...f, planned_time: e.target.value }))}
          />
          <TextField
            label="With whom"
            placeholder="Maya and her foster mother"
            maxLength={200}
            required
            value={form.with_whom}
            onChange={(e) => setForm((f) => ({ ...f, with_whom: e.target.value }))}
          />
          <div className="sm:col-span-3">
            <FormError message={error} />
            <button type="submit" className={buttonClass('secondary')} disabled={busy}>
              {busy ? 'Planning...' : 'Plan Visit'}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

export function PlannedVisitsCard({ user }: { user: Actor & { id: string } }) {
  const read = useQuery(openPlansQuery(user.id));
  const plans = read.data ?? [];
  return (
    <Card title="Planned Visits" className="mt-8">
      <FormError message={errorText(read.error)} />
      {read.isPending ? (
        <Spinner label="Loading planned visits" />
      ) : plans.length ? (
        <ul className="divide-y divide-slate-100">
          {plans.slice(0, 10).map((p: PlannedVisit) => (
            <li key={p.id} className="flex flex-wrap justify-between gap-x-4 py-2">
              <Link
                to={paths.dashboard.case(p.case_id)}
                className="font-medium text-indigo-800 hover:underline"
              >
                {p.case?.title ?? 'Case'}
              </Link>
              <span className="text-sm text-slate-700">
                {plannedWhen(p)} · with {p.with_whom}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">No visits planned.</p>
      )}
    </Card>
  );
}

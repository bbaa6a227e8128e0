// 'Background Screening' in Settings (admins): how often a contractor's background
// screening is renewed, the law it comes from, and whether counsel has confirmed it. A
// change moves every contractor's lapse day (they are computed from the screening date).
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/badge';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { Checkbox } from '@/components/checkbox';
import { FormError } from '@/components/form-error';
import { TextField } from '@/components/text-field';
import { useCurrentUser } from '@/features/profile';
import { can } from '@/lib/capabilities';
import { messageOf } from '@/lib/errors';
import { errorText, queryClient } from '@/lib/query-client';
import {
  listCredentialRules,
  saveCredentialRule,
  type CredentialRule,
} from '../api/credentials-api';
import { complianceKeys } from '../api/keys';

export function CredentialRulesSection() {
  const user = useCurrentUser();
  const allowed = can(user, 'editDeadlineRules');
  const read = useQuery({
    queryKey: complianceKeys.credentialRules(),
    queryFn: listCredentialRules,
    enabled: allowed,
  });
  if (!allowed) return null;
  return (
    <Card title="Background Screening">
      <FormError message={errorText(read.error)} />
      {(read.data ?? []).map((rule) => (
        <RuleForm key={`${rule.credential}-${rule.updated_at}`} rule={rule} />
      ))}
    </Card>
  );
}

function RuleForm({ rule }: { rule: CredentialRule }) {
  const [months, setMonths] = useState(String(rule.renewal_months));
  const [source, setSource] = useState(rule.source);
  const [confirmed, setConfirmed] = useState(rule.confirmed_with_counsel);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const value = Number(months);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!Number.isInteger(value) || value < 1 || value > 240 || !source.trim()) {
      setProblem('Enter whole months from 1 to 240 and the rule this comes from.');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await saveCredentialRule(rule.credential, {
        renewal_months: value,
        source: source.trim(),
        confirmed_with_counsel: confirmed,
      });
      await queryClient.invalidateQueries({ queryKey: complianceKeys.all });
    } catch (err) {
      setProblem(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Background screening renewal"
      className="space-y-3"
    >
      {rule.confirmed_with_counsel ? (
        <Badge tone="success">Confirmed</Badge>
      ) : (
        <Badge tone="warning">To confirm with counsel</Badge>
      )}
      <TextField
        label="Renewed every (months)"
        type="number"
        min={1}
        max={240}
        step={1}
        inputMode="numeric"
        value={months}
        onChange={(e) => setMonths(e.target.value)}
      />
      <TextField
        label="Source"
        maxLength={300}
        value={source}
        onChange={(e) => setSource(e.target.value)}
      />
      <Checkbox
        label="Confirmed with counsel"
        checked={confirmed}
        onChange={(e) => setConfirmed(e.target.checked)}
      />
      <FormError message={problem} />
      <button type="submit" className={buttonClass('primary')} disabled={busy}>
        {busy ? 'Saving...' : 'Save Screening Rule'}
      </button>
    </form>
  );
}

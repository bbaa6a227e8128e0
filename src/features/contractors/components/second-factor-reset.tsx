import { useState } from 'react';
import { buttonClass } from '@/components/button-styles';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useContractorsStore } from '../stores/contractors-store';

/** An admin resets a person's second factor (a lost phone) after confirming; it is logged. */
export function SecondFactorReset({ id, name }: { id: string; name: string }) {
  const busy = useContractorsStore((s) => s.busy);
  const reset = useContractorsStore((s) => s.resetSecondFactor);
  const [asking, setAsking] = useState(false);
  const [removed, setRemoved] = useState<number | null>(null);
  return (
    <Card title="Second factor">
      <p className="mb-3 text-slate-700">
        If {name} lost the phone with their authenticator app, reset their second factor: they are
        signed out everywhere and set up a new one when they next sign in, if they use one.
      </p>
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={busy}
        onClick={() => {
          setRemoved(null);
          setAsking(true);
        }}
      >
        Reset Second Factor
      </button>
      {removed !== null ? (
        <p role="status" className="mt-3 text-sm text-green-800">
          {removed === 0
            ? `${name} had no second factor; their sessions were ended.`
            : `Second factor reset: ${name} is signed out and sets up a new one at the next sign-in.`}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={`Reset ${name}'s second factor?`}
        description="Their authenticator stops working here and every session they have ends. The reset is recorded in the Activity log."
        confirmLabel="Reset Second Factor"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void reset(id).then(setRemoved);
        }}
      />
    </Card>
  );
}

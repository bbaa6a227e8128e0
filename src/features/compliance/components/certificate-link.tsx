// Opens a private certificate through a short-lived signed link (owner or admin).
import { useState } from 'react';
import { messageOf } from '@/lib/errors';
import { certificateUrl } from '../api/training-api';

export function CertificateLink({ path, title }: { path: string | null; title: string }) {
  const [error, setError] = useState<string | null>(null);
  if (!path) return <span className="text-slate-600">None</span>;
  return (
    <>
      <button
        type="button"
        className="font-medium text-indigo-800 underline underline-offset-2"
        aria-label={`View certificate for ${title}`}
        onClick={() => {
          setError(null);
          certificateUrl(path).then(
            (url) => window.open(url, '_blank', 'noopener,noreferrer'),
            (e: unknown) => setError(messageOf(e)),
          );
        }}
      >
        View
      </button>
      {error ? <span className="block text-xs text-red-700">{error}</span> : null}
    </>
  );
}

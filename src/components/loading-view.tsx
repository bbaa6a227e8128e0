import { useEffect, useState } from 'react';
import { Scale } from 'lucide-react';
import { pickLoadingPhrase } from '@/content/loading-phrases';

/** How often the phrase changes while the view stays up. */
const PHRASE_INTERVAL_MS = 2500;

// The last phrase shown anywhere, so the next loading view never repeats it.
let lastPhrase: string | undefined;

function nextPhrase(): string {
  lastPhrase = pickLoadingPhrase(lastPhrase);
  return lastPhrase;
}

/** Full-screen loading view: a spinning scale of justice and a humorous legal phrase. */
export function LoadingView() {
  const [phrase, setPhrase] = useState(nextPhrase);

  useEffect(() => {
    const timer = setInterval(() => setPhrase(nextPhrase()), PHRASE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-slate-50 px-6 text-center">
      <Scale
        aria-hidden="true"
        className="size-14 animate-spin text-indigo-700 [animation-duration:2s]"
      />
      <p role="status" className="text-lg font-medium text-slate-700">
        <span className="sr-only">Loading: </span>
        {phrase}
      </p>
    </div>
  );
}

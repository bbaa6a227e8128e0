import { useI18n } from '@/lib/use-i18n';
import { useEffect, useMemo, useState } from 'react';
import { Mic, RotateCcw, Square, Trash2 } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { formatDuration, MAX_RECORDING_SECONDS } from '../lib/time';
import { canRecord, useVoiceRecorder } from '../lib/use-voice-recorder';

interface VoiceRecorderProps {
  /** The current recording (kept by the form, so a failed send keeps it). */
  value: Blob | null;
  onChange(blob: Blob | null): void;
}

/** Object URL for playback, revoked when the recording changes or goes away. */
function usePlaybackUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

const LIMIT = formatDuration(MAX_RECORDING_SECONDS);

/** Optional voice note: record up to 2:00, listen back, record again or delete. */
export function VoiceRecorder({ value, onChange }: VoiceRecorderProps) {
  const i18n = useI18n();
  const [supported] = useState(canRecord);
  const { phase, seconds, error, start, stop, discard } = useVoiceRecorder(onChange);
  const playback = usePlaybackUrl(value);

  if (!supported) {
    return (
      <p className="text-sm text-slate-600">
        {i18n._({
          id: 'voice.unsupported',
          message:
            'This browser cannot record audio, so voice notes are not available here. Please describe your case in writing instead.',
        })}
      </p>
    );
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        {phase === 'recording' ? (
          <button
            type="button"
            className={buttonClass('secondary', 'border-red-300 text-red-800')}
            onClick={stop}
          >
            <Square aria-hidden="true" className="size-4" />
            {i18n._({ id: 'voice.stop', message: 'Stop recording' })}
          </button>
        ) : value ? (
          <>
            <button type="button" className={buttonClass('secondary')} onClick={() => void start()}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {i18n._({ id: 'voice.again', message: 'Record again' })}
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={discard}>
              <Trash2 aria-hidden="true" className="size-4" />
              {i18n._({ id: 'voice.delete', message: 'Delete recording' })}
            </button>
          </>
        ) : (
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={phase === 'starting'}
            onClick={() => void start()}
          >
            <Mic aria-hidden="true" className="size-4" />
            {i18n._({ id: 'voice.record', message: 'Record voice note' })}
          </button>
        )}
        {phase === 'recording' ? (
          <span className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
            <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-600" />
            <span
              role="timer"
              aria-label={i18n._({ id: 'voice.timer', message: 'Recording time' })}
            >
              {formatDuration(seconds)} / {LIMIT}
            </span>
          </span>
        ) : null}
      </div>
      {phase === 'stopped' && value && playback ? (
        <div>
          <p className="text-sm text-slate-700">
            {i18n._({
              id: 'voice.recorded',
              message: 'Voice note recorded ({duration} / {limit}).',
              values: { duration: formatDuration(seconds), limit: LIMIT },
            })}
          </p>
          <audio
            controls
            src={playback}
            className="mt-2 w-full max-w-md"
            aria-label={i18n._({ id: 'voice.player', message: 'Your voice note' })}
          >
            <track kind="captions" />
          </audio>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// The landing form's voice recorder: idle -> recording (a second
// counter, stopping itself at 120 s) -> stopped with an audio/webm recording.
import { i18n } from '@lingui/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_RECORDING_SECONDS } from './time';

export const MIC_DENIED = 'Please allow microphone access to record audio.';

export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'stopped';

export function canRecord(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

function recorderFor(stream: MediaStream): MediaRecorder {
  // Ask for WebM/Opus where the browser offers it (Chromium, Firefox); the bucket
  // accepts audio/webm only.
  const mimeType = ['audio/webm;codecs=opus', 'audio/webm'].find((t) =>
    MediaRecorder.isTypeSupported?.(t),
  );
  return mimeType ? new MediaRecorder(stream, { mimeType }) : new MediaRecorder(stream);
}

export function useVoiceRecorder(onRecorded: (blob: Blob | null) => void) {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [seconds, setSeconds] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const onRecordedRef = useRef(onRecorded);
  useEffect(() => {
    onRecordedRef.current = onRecorded;
  }, [onRecorded]);

  const release = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
  }, []);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const start = useCallback(async () => {
    setError(null);
    setPhase('starting');
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setPhase('idle');
      setError(
        i18n._({
          id: 'voice.micDenied',
          message: 'Please allow microphone access to record audio.',
        }),
      );
      return;
    }
    stream.current = media;
    const rec = recorderFor(media);
    const chunks: Blob[] = [];
    rec.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    rec.onstop = () => {
      release();
      onRecordedRef.current(new Blob(chunks, { type: 'audio/webm' }));
      setPhase('stopped');
    };
    recorder.current = rec;
    setSeconds(0);
    onRecordedRef.current(null);
    rec.start();
    setPhase('recording');
    timer.current = setInterval(() => {
      setSeconds((s) => {
        const next = s + 1;
        if (next >= MAX_RECORDING_SECONDS) stop();
        return Math.min(next, MAX_RECORDING_SECONDS);
      });
    }, 1000);
  }, [release, stop]);

  const discard = useCallback(() => {
    setSeconds(0);
    setPhase('idle');
    onRecordedRef.current(null);
  }, []);

  // Leaving the page mid-recording frees the microphone.
  useEffect(
    () => () => {
      if (recorder.current) recorder.current.onstop = null;
      if (recorder.current?.state === 'recording') recorder.current.stop();
      release();
    },
    [release],
  );

  return { phase, seconds, error, start, stop, discard };
}

// A fake microphone for recorder tests: getUserMedia and a MediaRecorder that
// delivers one chunk of 'audio' when stopped.
import { vi } from 'vitest';

export class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) => type.startsWith('audio/webm');
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    readonly options?: { mimeType?: string },
  ) {
    FakeMediaRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice'], { type: 'audio/webm;codecs=opus' }) });
    this.onstop?.();
  }
}

export function installFakeMicrophone({ deny = false } = {}) {
  FakeMediaRecorder.instances = [];
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(() =>
    deny
      ? Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
      : Promise.resolve({ getTracks: () => [track] } as unknown as MediaStream),
  );
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  URL.createObjectURL = vi.fn(() => 'blob:voice-note');
  URL.revokeObjectURL = vi.fn();
  return { getUserMedia, track };
}

export function removeFakeMicrophone() {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
}

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  FakeMediaRecorder,
  installFakeMicrophone,
  removeFakeMicrophone,
} from '@/test/microphone.fixtures';
import { VoiceRecorder } from './voice-recorder';

let recorded: Blob | null = null;
function keep(blob: Blob | null) {
  recorded = blob;
}
function Harness() {
  const [value, setValue] = useState<Blob | null>(null);
  return (
    <VoiceRecorder
      value={value}
      onChange={(blob) => {
        keep(blob);
        setValue(blob);
      }}
    />
  );
}

function setup() {
  // Only the recorder's one-second tick is faked; React and user-event keep real timers.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  return userEvent.setup();
}

const timer = () => screen.getByRole('timer', { name: 'Recording time' });

afterEach(() => {
  vi.useRealTimers();
  removeFakeMicrophone();
  recorded = null;
});

describe('the voice recorder', () => {
  it('counts each second as m:ss / 2:00, then stops with playback, re-record and delete', async () => {
    installFakeMicrophone();
    const ui = setup();
    render(<Harness />);

    await ui.click(screen.getByRole('button', { name: 'Record voice note' }));
    expect(timer()).toHaveTextContent('0:00 / 2:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer()).toHaveTextContent('0:01 / 2:00');
    act(() => vi.advanceTimersByTime(64_000));
    expect(timer()).toHaveTextContent('1:05 / 2:00');
    expect(FakeMediaRecorder.instances[0]?.options?.mimeType).toBe('audio/webm;codecs=opus');

    await ui.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(screen.getByText('Voice note recorded (1:05 / 2:00).')).toBeInTheDocument();
    expect(screen.getByLabelText('Your voice note')).toHaveAttribute('src', 'blob:voice-note');
    expect(recorded?.type).toBe('audio/webm');

    await ui.click(screen.getByRole('button', { name: 'Delete recording' }));
    expect(recorded).toBeNull();
    expect(screen.getByRole('button', { name: 'Record voice note' })).toBeInTheDocument();
  });

  it('stops by itself at 2:00 and frees the microphone', async () => {
    const { track } = installFakeMicrophone();
    const ui = setup();
    render(<Harness />);
    await ui.click(screen.getByRole('button', { name: 'Record voice note' }));
    act(() => vi.advanceTimersByTime(120_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Voice note recorded (2:00 / 2:00).')).toBeInTheDocument();
    expect(track.stop).toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByText('Voice note recorded (2:00 / 2:00).')).toBeInTheDocument();
  });

  it('records again over a previous recording', async () => {
    installFakeMicrophone();
    const ui = setup();
    render(<Harness />);
    await ui.click(screen.getByRole('button', { name: 'Record voice note' }));
    act(() => vi.advanceTimersByTime(3000));
    await ui.click(screen.getByRole('button', { name: 'Stop recording' }));
    const first = recorded;
    await ui.click(screen.getByRole('button', { name: 'Record again' }));
    expect(timer()).toHaveTextContent('0:00 / 2:00');
    expect(recorded).toBeNull();
    await ui.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(recorded).not.toBeNull();
    expect(recorded).not.toBe(first);
  });

  it('asks for microphone access when it is denied', async () => {
    installFakeMicrophone({ deny: true });
    const ui = setup();
    render(<Harness />);
    await ui.click(screen.getByRole('button', { name: 'Record voice note' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please allow microphone access to record audio.',
    );
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('explains itself away in a browser without MediaRecorder', () => {
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Record voice note' })).not.toBeInTheDocument();
    expect(screen.getByText(/This browser cannot record audio/)).toBeInTheDocument();
  });
});

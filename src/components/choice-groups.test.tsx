import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxGroup } from './checkbox-group';
import { RadioGroup } from './radio-group';

const CASE_TYPES = [
  { value: 'paid', label: 'Paid' },
  { value: 'pro_bono', label: 'Pro Bono', hint: 'Counts toward your service hours' },
  { value: 'volunteer', label: 'Volunteer' },
];

const DAYS = [
  { value: 'mon', label: 'Monday' },
  { value: 'tue', label: 'Tuesday' },
  { value: 'wed', label: 'Wednesday' },
];

function CaseType({ onPick, error }: { onPick?: (v: string) => void; error?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <RadioGroup
      legend="Case Type"
      hint="Choose one"
      error={error}
      options={CASE_TYPES}
      value={value}
      onChange={(v) => {
        setValue(v);
        onPick?.(v);
      }}
    />
  );
}

function WorkDays({ onPick }: { onPick: (v: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['wed']);
  return (
    <CheckboxGroup
      legend="Work Schedule"
      options={DAYS}
      value={value}
      onChange={(v) => {
        setValue(v);
        onPick(v);
      }}
    />
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend and described by its hint and error', () => {
    render(<CaseType error="Choose a case type" />);
    const group = screen.getByRole('group', { name: 'Case Type' });
    expect(group).toHaveAccessibleDescription('Choose one Choose a case type');
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByRole('radio', { name: 'Pro Bono' })).toHaveAccessibleDescription(
      'Counts toward your service hours',
    );
  });

  it('picks one value by click and moves the choice with the arrow keys', async () => {
    const onPick = vi.fn();
    render(<CaseType onPick={onPick} />);
    const ui = userEvent.setup();
    await ui.click(screen.getByLabelText('Paid'));
    expect(screen.getByRole('radio', { name: 'Paid' })).toHaveFocus();
    await ui.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Pro Bono' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Paid' })).not.toBeChecked();
    await ui.keyboard('{ArrowDown}');
    expect(onPick).toHaveBeenLastCalledWith('volunteer');
    expect(
      screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked),
    ).toHaveLength(1);
  });

  it('shares one name across its radios so the browser treats them as a set', () => {
    render(<CaseType />);
    const names = new Set(screen.getAllByRole('radio').map((r) => r.getAttribute('name')));
    expect(names.size).toBe(1);
  });
});

describe('CheckboxGroup', () => {
  it('is a group named by its legend with one labelled checkbox per option', () => {
    render(<WorkDays onPick={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Work Schedule' });
    expect(group).toContainElement(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(screen.getByRole('checkbox', { name: 'Wednesday' })).toBeChecked();
  });

  it('adds and removes values with Tab and Space, keeping the order of the options', async () => {
    const onPick = vi.fn();
    render(<WorkDays onPick={onPick} />);
    const ui = userEvent.setup();
    await ui.tab();
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toHaveFocus();
    await ui.keyboard(' ');
    expect(onPick).toHaveBeenLastCalledWith(['mon', 'wed']);
    await ui.tab();
    await ui.keyboard(' ');
    expect(onPick).toHaveBeenLastCalledWith(['mon', 'tue', 'wed']);
    await ui.tab();
    await ui.keyboard(' ');
    expect(onPick).toHaveBeenLastCalledWith(['mon', 'tue']);
    expect(screen.getByRole('checkbox', { name: 'Wednesday' })).not.toBeChecked();
  });
});

import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './checkbox';
import { Field } from './field';
import { Select } from './select';
import { TextArea } from './text-area';
import { TextField } from './text-field';

describe('Field', () => {
  it('labels any control it renders and describes it with the hint', () => {
    render(
      <Field label="Bar Number" hint="As shown on your Florida Bar card">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Bar Number');
    expect(input).toHaveAccessibleDescription('As shown on your Florida Bar card');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and describes it with hint and error together', () => {
    render(
      <Field label="Phone" hint="Digits only" error="Enter a 10-digit phone number">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Digits only Enter a 10-digit phone number');
  });

  it('describes nothing when there is neither hint nor error', () => {
    render(<Field label="Notes">{(control) => <input {...control} />}</Field>);
    expect(screen.getByLabelText('Notes')).not.toHaveAttribute('aria-describedby');
  });

  it('shows an error that appears while typing inside a live region', async () => {
    function ZipField() {
      const [zip, setZip] = useState('');
      return (
        <TextField
          label="ZIP Code"
          value={zip}
          onChange={(e) => setZip(e.target.value)}
          error={/^\d*$/.test(zip) ? null : 'Use digits only'}
        />
      );
    }
    render(<ZipField />);
    const input = screen.getByLabelText('ZIP Code');
    await userEvent.type(input, '32a');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Use digits only');
    expect(screen.getByText('Use digits only').closest('[aria-live="polite"]')).not.toBeNull();
    await userEvent.type(input, '{Backspace}');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Use digits only')).not.toBeInTheDocument();
  });
});

describe('TextField, TextArea, Select and Checkbox', () => {
  it('keeps TextField taking input props and a hint as before', () => {
    render(<TextField label="Email" type="email" required hint="We reply here" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('We reply here');
  });

  it('wires label and error on a text area', () => {
    render(<TextArea label="Case Summary" error="Add a summary" />);
    const area = screen.getByRole('textbox', { name: 'Case Summary' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Add a summary');
  });

  it('lists the options of a select after its placeholder and reports the choice', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="County"
        placeholder="Select a county"
        options={[
          { value: 'alachua', label: 'Alachua' },
          { value: 'baker', label: 'Baker' },
        ]}
        value=""
        onChange={(e) => onChange(e.target.value)}
        error="Choose a county"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'County' });
    expect(
      screen.getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['', 'Select a county'],
      ['alachua', 'Alachua'],
      ['baker', 'Baker'],
    ]);
    expect(select).toHaveAccessibleDescription('Choose a county');
    await userEvent.selectOptions(select, 'Baker');
    expect(onChange).toHaveBeenCalledWith('baker');
  });

  it('labels a checkbox, toggles it by its label and announces its error', async () => {
    function Terms() {
      const [agreed, setAgreed] = useState(false);
      return (
        <Checkbox
          label="I agree to the terms"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          error={agreed ? null : 'You must agree to continue'}
        />
      );
    }
    render(<Terms />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must agree to continue');
    await userEvent.click(screen.getByText('I agree to the terms'));
    expect(box).toBeChecked();
    expect(box).not.toHaveAttribute('aria-invalid');
  });
});

import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { Inbox } from 'lucide-react';
import { Badge } from './badge';
import { Card } from './card';
import { Checkbox } from './checkbox';
import { CheckboxGroup } from './checkbox-group';
import { Dialog } from './dialog';
import { EmptyState } from './empty-state';
import { FormError } from './form-error';
import { RadioGroup } from './radio-group';
import { Select } from './select';
import { Spinner } from './spinner';
import { TextArea } from './text-area';
import { TextField } from './text-field';

// Every primitive in its error state at once, checked by the same axe rules as the browser suite. jsdom has no
// layout, so colour contrast is left to the browser accessibility suite.
async function violations() {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`);
}

const noop = () => undefined;

describe('the shared primitives together', () => {
  it('pass axe with errors and hints showing and a dialog open', async () => {
    render(
      <main>
        <h1>Form</h1>
        <Card title="Application">
          <form>
            <TextField label="Full Name" hint="As on your ID" error="Enter your name" />
            <TextArea label="Summary" error="Add a summary" />
            <Select
              label="County"
              placeholder="Select a county"
              options={[{ value: 'leon', label: 'Leon' }]}
              error="Choose a county"
            />
            <Checkbox label="I agree" error="You must agree" />
            <RadioGroup
              legend="Case Type"
              options={[
                { value: 'paid', label: 'Paid' },
                { value: 'pro_bono', label: 'Pro Bono' },
              ]}
              value={null}
              onChange={noop}
              error="Choose a case type"
            />
            <CheckboxGroup
              legend="Practice Areas"
              options={[
                { value: 'family', label: 'Family' },
                { value: 'dependency', label: 'Dependency' },
              ]}
              value={['family']}
              onChange={noop}
              hint="Pick any"
              error="Pick at least one"
            />
            <FormError message="Please fix the errors above." />
            <Badge tone="warning">Pending Review</Badge>
            <Spinner />
          </form>
        </Card>
        <EmptyState icon={Inbox} title="No messages" text="Nothing here yet." />
        <Dialog open onClose={noop} title="Confirm" description="Are you sure?">
          <TextField label="Reason" error="Give a reason" />
        </Dialog>
      </main>,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });
});

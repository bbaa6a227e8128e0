import { render, screen } from '@testing-library/react';
import { FolderOpen } from 'lucide-react';
import { MemoryRouter, NavLink } from 'react-router';
import { paths } from '@/lib/paths';
import { Badge } from './badge';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { FormError } from './form-error';
import { navLinkClass } from './nav-link-styles';
import { Spinner } from './spinner';

describe('Card', () => {
  it('is a region named by its title, at the heading level asked for', () => {
    render(
      <Card title="Recent Cases" headingLevel={3} actions={<button type="button">View all</button>}>
        <p>Nothing yet</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Recent Cases' });
    expect(screen.getByRole('heading', { level: 3, name: 'Recent Cases' })).toBeInTheDocument();
    expect(region).toContainElement(screen.getByRole('button', { name: 'View all' }));
    expect(region).toHaveTextContent('Nothing yet');
  });

  it('is a plain box without a title', () => {
    render(<Card>Body only</Card>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByText('Body only')).toBeInTheDocument();
  });
});

describe('FormError', () => {
  it('announces the message as an alert', () => {
    render(<FormError message="Invalid email or password." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  it.each([null, undefined, ''])('renders nothing for %j', (message) => {
    const { container } = render(<FormError message={message} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Badge', () => {
  it('shows its text in the colours of its tone', () => {
    render(
      <>
        <Badge>Draft</Badge>
        <Badge tone="danger">Rejected</Badge>
      </>,
    );
    expect(screen.getByText('Draft')).toHaveClass('bg-slate-100');
    expect(screen.getByText('Rejected')).toHaveClass('bg-red-50', 'text-red-800');
  });
});

describe('EmptyState', () => {
  it('shows a heading, its text and its action, with a decorative icon', () => {
    const { container } = render(
      <EmptyState
        icon={FolderOpen}
        title="No cases yet"
        text="Cases you accept appear here."
        action={<a href={paths.dashboard.opportunities}>Browse Opportunities</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No cases yet' })).toBeInTheDocument();
    expect(screen.getByText('Cases you accept appear here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Opportunities' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Spinner', () => {
  it('is a status with a label for screen readers only by default', () => {
    render(<Spinner label="Loading cases" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading cases');
    expect(screen.getByText('Loading cases')).toHaveClass('sr-only');
  });

  it('can show its label', () => {
    render(<Spinner showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByText('Loading')).not.toHaveClass('sr-only');
  });
});

describe('navLinkClass', () => {
  it('marks only the current page, and centres the icon when collapsed', () => {
    render(
      <MemoryRouter initialEntries={[paths.dashboard.cases]}>
        <NavLink
          to={paths.dashboard.cases}
          className={({ isActive }) => navLinkClass({ isActive })}
        >
          Cases
        </NavLink>
        <NavLink
          to={paths.dashboard.messages}
          className={({ isActive }) => navLinkClass({ isActive, collapsed: true })}
        >
          Messages
        </NavLink>
      </MemoryRouter>,
    );
    const current = screen.getByRole('link', { name: 'Cases' });
    const other = screen.getByRole('link', { name: 'Messages' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveClass('bg-indigo-50', 'text-indigo-800');
    expect(current).not.toHaveClass('justify-center');
    expect(other).not.toHaveClass('bg-indigo-50');
    expect(other).toHaveClass('text-slate-700', 'justify-center');
  });
});

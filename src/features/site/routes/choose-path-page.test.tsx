import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/lib/paths';
import { renderApp } from '@/test/render-app';

beforeEach(() => localStorage.clear());

describe('/choose-path', () => {
  it('sends a signed-out guardian applicant to sign in, remembering /apply and the form flag', async () => {
    const { router } = renderApp({ at: paths.choosePath });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Apply as Guardian ad Litem' }),
    );
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('postLoginRedirect')).toBe('/apply');
    expect(localStorage.getItem('showGalForm')).toBe('true');
  });

  it('takes a signed-in guardian applicant straight to the revealed application', async () => {
    const { router } = renderApp({ as: 'free', at: paths.choosePath });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Apply as Guardian ad Litem' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Family Law Guardian ad Litem Application' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apply');
    expect(localStorage.getItem('postLoginRedirect')).toBeNull();
  });

  it('takes an assistant applicant to /apply/assistant', async () => {
    const { router } = renderApp({ at: paths.choosePath });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply as Assistant' }));
    expect(
      await screen.findByRole('heading', { name: 'GAL Assistant Application' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/apply/assistant');
  });
});

// 'Profile Settings': view mode, then edit mode with Cancel and
// 'Save Changes'; leaving edit mode or the page with unsaved changes asks first.
import { useEffect, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { Pencil } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '@/components/button-styles';
import { Dialog } from '@/components/dialog';
import { FormError } from '@/components/form-error';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/spinner';
import { AvatarUpload } from '../components/avatar-upload';
import { ProfileSections } from '../components/profile-sections';
import { UserAvatar } from '../components/user-avatar';
import { formsEqual, toProfileForm, type ProfileForm } from '../lib/profile-form';
import { profileRowQuery } from '../api/queries';
import { useProfilePageStore } from '../stores/profile-page-store';
import { useCurrentUser } from '../stores/selectors';

/** Sections owned by higher features (training progress) arrive as children. */
export function ProfilePage({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  const read = useQuery({ ...profileRowQuery(user?.id ?? ''), enabled: !!user });
  const profile = read.data ?? null;
  const loading = read.isPending;
  const saving = useProfilePageStore((s) => s.saving);
  const notice = useProfilePageStore((s) => s.notice);
  const fieldErrors = useProfilePageStore((s) => s.fieldErrors);
  const { save, dismissNotice } = useProfilePageStore.getState();
  const [draft, setDraft] = useState<ProfileForm | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);

  const saved = user ? toProfileForm(user, profile) : null;
  const dirty = draft !== null && saved !== null && !formsEqual(draft, saved);
  const blocker = useBlocker(dirty);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  if (!user || !saved) return null;

  const startEditing = () => {
    dismissNotice();
    setDraft(saved);
  };
  const cancel = () => (dirty ? setConfirmCancel(true) : setDraft(null));
  const discard = () => {
    setConfirmCancel(false);
    setDraft(null);
    dismissNotice();
  };
  const submit = async (form: HTMLFormElement) => {
    if (!draft) return;
    if (await save(user.id, draft)) setDraft(null);
    // A refused field is focused, so its message is read and it is in view.
    else form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  return (
    <>
      <PageHeader
        title="Profile Settings"
        description="Your contact details, credentials and the Florida circuits you serve."
      />
      <section
        aria-label="Your photo"
        className="mt-6 flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-center"
      >
        <UserAvatar url={user.avatar_url} name={user.full_name} size="lg" />
        <div className="flex-1">
          <p className="text-xl font-semibold text-slate-900">{user.full_name}</p>
          <p className="text-sm text-slate-600">GAL Contractor</p>
          <div className="mt-3">
            <AvatarUpload />
          </div>
        </div>
        {draft ? null : (
          <button type="button" className={buttonClass('primary')} onClick={startEditing}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit Profile
          </button>
        )}
      </section>

      {notice?.tone === 'success' ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-green-800">
          {notice.text}
        </p>
      ) : null}

      {loading && !profile ? (
        <Spinner label="Loading profile" className="mt-6" />
      ) : draft ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit(e.currentTarget);
          }}
        >
          <ProfileSections
            form={draft}
            email={user.email}
            onChange={(patch) => setDraft({ ...draft, ...patch })}
            errors={fieldErrors}
          />
          <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
            {notice?.tone === 'error' ? <FormError message={notice.text} /> : null}
            <button type="button" className={buttonClass('secondary')} onClick={cancel}>
              Cancel
            </button>
            <button type="submit" className={buttonClass('primary')} disabled={saving}>
              {saving ? 'Saving...' : 'Save Changes'}
            </button>
          </div>
        </form>
      ) : (
        <ProfileSections form={saved} email={user.email} />
      )}
      {children}

      <Dialog
        open={confirmCancel || blocker.state === 'blocked'}
        onClose={() => (blocker.state === 'blocked' ? blocker.reset() : setConfirmCancel(false))}
        title="Discard your changes?"
        description="Your profile edits have not been saved."
        footer={
          <>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() =>
                blocker.state === 'blocked' ? blocker.reset() : setConfirmCancel(false)
              }
            >
              Keep Editing
            </button>
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => {
                discard();
                if (blocker.state === 'blocked') blocker.proceed();
              }}
            >
              Discard Changes
            </button>
          </>
        }
      >
        <p className="text-slate-700">Leave edit mode and lose what you changed?</p>
      </Dialog>
    </>
  );
}

// Avatar upload with idle, uploading (spinner) and done states; the specification's
// refusals show under the button.
import { useId, useRef } from 'react';
import { Camera, CheckCircle2 } from 'lucide-react';
import { buttonClass } from '@/components/button-styles';
import { FormError } from '@/components/form-error';
import { Spinner } from '@/components/spinner';
import { useProfilePageStore } from '../stores/profile-page-store';

export function AvatarUpload() {
  const status = useProfilePageStore((s) => s.avatarStatus);
  const error = useProfilePageStore((s) => s.avatarError);
  const upload = useProfilePageStore((s) => s.uploadAvatar);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={status === 'uploading'}
          aria-describedby={error ? id : undefined}
          onClick={() => input.current?.click()}
        >
          <Camera aria-hidden="true" className="size-4" />
          Change Photo
        </button>
        <input
          ref={input}
          type="file"
          aria-label="Profile photo"
          accept="image/*"
          tabIndex={-1}
          className="hidden"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
        {status === 'uploading' ? <Spinner label="Uploading photo" showLabel /> : null}
        {status === 'done' ? (
          <p role="status" className="flex items-center gap-1 text-sm text-green-800">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            Photo updated
          </p>
        ) : null}
      </div>
      <div id={id}>
        <FormError message={error} />
      </div>
    </div>
  );
}

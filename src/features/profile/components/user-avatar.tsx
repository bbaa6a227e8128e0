// A round avatar: the uploaded photo (already shrunk to 256 px on upload) or the
// name's initials. Decorative next to the name, so it carries no text of its own.
const SIZES = { sm: 'size-8 text-xs', lg: 'size-24 text-2xl' } as const;

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => p![0]!.toUpperCase()).join('') || '?';
}

export function UserAvatar({
  url,
  name,
  size = 'sm',
}: {
  url: string | null;
  name: string;
  size?: keyof typeof SIZES;
}) {
  const px = size === 'sm' ? 32 : 96;
  return url ? (
    <img
      src={url}
      alt=""
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
      data-testid="user-avatar"
      className={`${SIZES[size]} shrink-0 rounded-full object-cover ring-1 ring-slate-200`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800`}
    >
      {initials(name)}
    </span>
  );
}

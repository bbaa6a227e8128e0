/** A form's error line, read out as soon as it appears; nothing when there is no error. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" className="text-sm font-medium text-red-700">
      {message}
    </div>
  );
}

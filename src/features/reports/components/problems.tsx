/** A failure's problems as one alert: a single line, or a list (a refused template's reasons). */
export function Problems({ items }: { items: readonly string[] | undefined }) {
  if (!items?.length) return null;
  return (
    <div role="alert" className="mt-2 text-sm font-medium text-red-700">
      {items.length === 1 ? (
        items[0]
      ) : (
        <ul className="list-disc pl-5">
          {items.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A field's hint and error under it, with the ids (`<id>-hint`, `<id>-error`) its control names in
 * aria-describedby.
 */
export function FieldNotes({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-bold text-danger-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

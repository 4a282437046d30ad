/**
 * A registration or permit number inside an Arabic sentence: isolated and left to right, so
 * `ON-77/2026` never reads `77/2026-ON`, and never broken across lines.
 */
export function LicenceNumber({ label, number }: { label: string; number: string }) {
  return (
    <>
      {label}{' '}
      <bdi dir="ltr" className="whitespace-nowrap">
        {number}
      </bdi>
    </>
  );
}

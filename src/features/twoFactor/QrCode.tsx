import { create } from 'qrcode';
import { useMemo } from 'react';

/** Blank modules around the code, as the QR standard asks, so scanners find its edges. */
const QUIET_ZONE = 4;

/** `text` as a QR code: one SVG path of its dark modules, crisp at any size, with no image source to allow. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const squares: string[] = [];
    for (let row = 0; row < modules.size; row += 1)
      for (let column = 0; column < modules.size; column += 1)
        if (modules.get(row, column)) squares.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    return { size: modules.size + 2 * QUIET_ZONE, path: squares.join('') };
  }, [text]);
  return (
    <svg
      className="two-factor__qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-testid="two-factor-qr"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

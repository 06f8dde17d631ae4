import { useEffect, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";

const SIZE = 192;

/**
 * `text` as a QR code image. The encoder (qrcode) loads when the first one is drawn, so no page's
 * first load carries it.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    import("qrcode")
      .then((qrcode) =>
        qrcode.toString(text, { type: "svg", margin: 2, errorCorrectionLevel: "M" }),
      )
      .then((svg) => {
        if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch((error) => console.warn("Drawing the QR code failed", error));
    return () => {
      current = false;
    };
  }, [text]);

  if (!source) return <Skeleton style={{ width: SIZE, height: SIZE }} />;
  return (
    <img
      src={source}
      alt={label}
      width={SIZE}
      height={SIZE}
      className="rounded-lg border border-slate-200 bg-white"
    />
  );
}

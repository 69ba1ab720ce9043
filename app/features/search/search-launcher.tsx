import { Search } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { DialogOverlay } from "~/components/ui/dialog-overlay";
import { site as m } from "~/locale/site";

const loadPalette = () => import("./search-palette");
const SearchPalette = lazy(loadPalette);

/**
 * The header's search button and Ctrl/Cmd+K; the palette's code loads on first use. With a
 * `label`, a button that says it (the not-found page's), without the shortcut, which the header's
 * launcher already answers.
 */
export function SearchLauncher({ label, className }: { label?: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    if (label) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey)) {
        event.preventDefault();
        setUsed(true);
        setOpen((value) => !value);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [label]);

  return (
    <>
      <button
        type="button"
        className={
          className ??
          "flex size-11 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-current/10"
        }
        aria-label={label ? undefined : m.search.open}
        aria-haspopup="dialog"
        aria-keyshortcuts={label ? undefined : "Control+K Meta+K"}
        onPointerEnter={() => void loadPalette()}
        onFocus={() => void loadPalette()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Search aria-hidden="true" className="size-5" />
        {label}
      </button>
      {open ? <DialogOverlay /> : null}
      {used ? (
        <Suspense fallback={null}>
          <SearchPalette open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

import {
  lazy,
  Suspense,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
} from "react";
import { UNSAFE_NavigationContext, useNavigate } from "react-router";

/**
 * Static islands (docs/decisions/0010): a section with nothing to do in the browser (text,
 * pictures, plain links) is hydrated as its prerendered HTML, so its code and words are not part of
 * the page's first load. When the section is rendered in the browser instead (a client-side
 * navigation to its page), its code loads then. Its props must not change while it is shown: kept
 * HTML does not re-render.
 *
 * Usage, in the route module (import the section only this way, or its code joins the page's):
 *   const Faq = staticIsland(() => import("~/features/contact/faq-list").then((m) => m.FaqList));
 * The prerender waits for the section (no Suspense boundary around it on the server), so its HTML
 * is inline in the page like any other.
 */
export function staticIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));

  function Island(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const navigate = useNavigate();
    // A link's address includes the site's base ("/bn" on Bengali pages); navigate() adds it again.
    const { basename } = useContext(UNSAFE_NavigationContext);
    // Decided once, on the first render: hydrating a prerendered page, keep its HTML.
    const [keepHtml, setKeepHtml] = useState(isHydrating);

    // Hydration fell back to rendering in the browser (a mismatch elsewhere): no HTML to keep.
    useLayoutEffect(() => {
      if (keepHtml && ref.current?.childNodes.length === 0) setKeepHtml(false);
    }, [keepHtml]);

    if (import.meta.env.SSR) {
      return (
        <div className="contents">
          <Loaded {...props} />
        </div>
      );
    }
    if (keepHtml) {
      // Plain links in the kept HTML still navigate inside the app, as <Link> would.
      const onClick = (event: MouseEvent<HTMLDivElement>) => {
        const link = (event.target as Element).closest("a");
        if (!link || !isInAppLink(link, event)) return;
        event.preventDefault();
        const base = basename.replace(/\/$/, "");
        const path =
          base && (link.pathname === base || link.pathname.startsWith(`${base}/`))
            ? link.pathname.slice(base.length) || "/"
            : link.pathname;
        void navigate(path + link.search + link.hash);
      };
      return (
        // The handler only forwards clicks on links, which are focusable and keyboard-operable.
        <div
          ref={ref}
          className="contents"
          onClick={onClick}
          // React leaves an unchanged innerHTML alone, so the prerendered children stay.
          dangerouslySetInnerHTML={{ __html: "" }}
          suppressHydrationWarning
        />
      );
    }
    return (
      <div className="contents">
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </div>
    );
  }
  return Island;
}

/**
 * Several islands from one module (one chunk), each named once:
 *   const island = islandsOf(() => import("~/features/contact/contact-sections"));
 *   const FaqList = island("FaqList");
 */
export function islandsOf<M extends Record<string, unknown>>(load: () => Promise<M>) {
  return <K extends keyof M & string>(name: K) =>
    staticIsland(() => load().then((module) => module[name] as ComponentType<PropsOf<M[K]>>));
}

// A component without parameters infers `unknown` props: it takes none.
type PropsOf<C> = C extends ComponentType<infer P> ? (P extends object ? P : object) : never;

/** True while React hydrates a prerendered page (root.tsx marks the end). */
function isHydrating(): boolean {
  return (
    typeof document !== "undefined" &&
    "__reactRouterContext" in window &&
    document.documentElement.dataset.hydrated !== "true"
  );
}

function isInAppLink(link: HTMLAnchorElement, event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    link.origin === window.location.origin &&
    (!link.target || link.target === "_self") &&
    !link.hasAttribute("download")
  );
}

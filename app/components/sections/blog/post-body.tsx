/**
 * A post's own paragraphs with its pull quote after the second, said by its author. Static: the
 * route shows it as an island, so its words are in the page's HTML and data, not its code.
 */
export function PostBody({
  body,
  quote,
  author,
}: {
  body: readonly string[];
  quote: string;
  author: string;
}) {
  const [first, second, ...rest] = body;
  return (
    <>
      <div className="mt-10 space-y-6 text-lg leading-relaxed text-ink/85">
        <p>{first}</p>
        <p>{second}</p>
      </div>

      <figure className="my-14 rounded-2xl bg-ivory px-7 py-9 ring-1 ring-gold-300/40 sm:px-12 sm:py-12">
        <span aria-hidden="true" className="block font-display text-6xl leading-none text-gold-600">
          “
        </span>
        <blockquote className="-mt-4 font-display text-2xl leading-snug text-tea-900 italic sm:text-[1.7rem]">
          <p>{quote}</p>
        </blockquote>
        <figcaption className="mt-6 text-sm font-semibold tracking-[0.15em] text-gold-700 uppercase">
          <span aria-hidden="true">— </span>
          {author}
        </figcaption>
      </figure>

      <div className="space-y-6 text-lg leading-relaxed text-ink/85">
        {rest.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </div>
    </>
  );
}

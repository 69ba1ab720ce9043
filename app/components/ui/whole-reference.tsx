/**
 * `words` with the reference in them kept on one line: "SRH-" and its code never part, on a
 * button, a link or a heading that wraps (issue 40).
 */
export function WholeReference({ words, reference }: { words: string; reference: string }) {
  const at = words.indexOf(reference);
  if (at < 0) return <>{words}</>;
  return (
    <>
      {words.slice(0, at)}
      <span className="whitespace-nowrap">{reference}</span>
      {words.slice(at + reference.length)}
    </>
  );
}

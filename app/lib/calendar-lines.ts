/**
 * iCalendar text with its lines folded at 75 octets, as RFC 5545, section 3.1 asks: `ics` folds at
 * 75 characters, and a Bengali character (or an em dash) is more than one octet. A character is
 * never split; lines already folded are unfolded first.
 */
export function foldLines(text: string) {
  const encoder = new TextEncoder();
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .map((line) => {
      const parts: string[] = [];
      let part = "";
      let octets = 0;
      for (const char of line) {
        const size = encoder.encode(char).length;
        // The first line takes 75 octets; each continuation, after its leading space, 74.
        if (octets + size > (parts.length === 0 ? 75 : 74)) {
          parts.push(part);
          part = "";
          octets = 0;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join("\r\n ");
    })
    .join("\r\n");
}

/** An http(s) address in a citation, up to the first space; closing punctuation is left out. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’”]/g;

/**
 * One reference: its text, with every web address in it as a link (citations are stored as
 * plain text). Only http(s) addresses become links.
 */
export function Citation({ text }: { text: string }) {
  const parts: (string | { url: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ url: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={index} href={part.url} rel="noopener noreferrer">
            {part.url}
          </a>
        ),
      )}
    </>
  );
}

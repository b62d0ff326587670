/**
 * Text that reads as a link or an address: a scheme (`https:`, `mailto:`), `www.`, an email
 * address, or a dotted host name ending in a top-level domain of two letters or more. Names
 * rarely contain one ("St.John" does, and is then simply not repeated).
 */
const LINK_LIKE =
  /[a-z][a-z\d+.-]*:\/*\S|\bwww\.|\S@\S|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(?![\p{L}\p{N}])/iu;

/**
 * The name a pledge gave, as a greeting may repeat it in mail to an address nobody has
 * confirmed: not at all when it holds link-like text. Otherwise a stranger could type
 * "Click https://evil.example/claim now" as a name and have the campaign's own domain mail it to
 * anyone's inbox as an instruction.
 */
export function greetingName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed === '' || LINK_LIKE.test(trimmed) ? null : trimmed;
}

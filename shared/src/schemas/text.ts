import { z } from '../zod';

/**
 * Text hygiene for every field people and staff type into: the visitor forms, the sign-in form
 * and the admin API (blog posts, tips, page texts). The same schemas run in the browser forms
 * and on the server, so a refused character reads the same message in both places.
 *
 * Refused in every text field:
 * - C0 and C1 control characters (U+0000–U+001F, U+007F–U+009F), NUL included;
 * - bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which reorder what
 *   a reader sees ("Trojan Source" spoofing). The plain marks (U+200E, U+200F, U+061C) stay
 *   allowed: they cannot reorder letters and right-to-left writers use them legitimately;
 * - lone (unpaired) UTF-16 surrogates, which are not text and no database stores faithfully;
 * - Unicode noncharacters (U+FDD0–U+FDEF and the last two code points of every plane, U+FFFE,
 *   U+FFFF, U+1FFFE …), which XML cannot carry: one in an article would make the feed unreadable.
 *
 * Single-line fields also refuse MIME encoded-words (`=?utf-8?q?…?=`): a mail client decodes one
 * in a subject or a sender's name into whatever it encodes, line breaks and bidi overrides
 * included, which are the very characters refused when typed directly.
 *
 * Multi-line fields (messages, excerpts, article HTML, descriptions, paragraphs) also keep line
 * feed, carriage return and tab; single-line fields (names, emails, titles, labels) refuse them
 * too, except at either end, where the trim the fields apply removes them first.
 *
 * What passes is normalised to NFC, so "e\u0301" is stored as "é" and equal text compares equal.
 */
export type TextKind = 'single-line' | 'multi-line';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** U+FDD0–U+FDEF, U+FFFE and U+FFFF (the astral noncharacters are checked on their pair). */
function isBmpNoncharacter(code: number): boolean {
  return (code >= 0xfdd0 && code <= 0xfdef) || code === 0xfffe || code === 0xffff;
}

/** Whether a surrogate pair encodes the last or next-to-last code point of its plane. */
function isAstralNoncharacter(high: number, low: number): boolean {
  const codePoint = ((high - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
  return (codePoint & 0xfffe) === 0xfffe;
}

/** `=?charset?B|Q?encoded text?=`, as RFC 2047 writes a non-ASCII word in a mail header. */
const ENCODED_WORD = /=\?[^?\s]+\?[bq]\?[^?\s]*\?=/i;

function isRefusedCodeUnit(code: number, kind: TextKind): boolean {
  if (code < 0x20) {
    return !(
      kind === 'multi-line' &&
      (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)
    );
  }
  return (
    (code >= 0x7f && code <= 0x9f) || // DEL and the C1 controls
    (code >= 0x202a && code <= 0x202e) || // LRE, RLE, PDF, LRO, RLO
    (code >= 0x2066 && code <= 0x2069) || // LRI, RLI, FSI, PDI
    isBmpNoncharacter(code)
  );
}

/** Index of the first character `kind` text may not contain, or -1 when there is none. */
export function findDisallowedCharacter(text: string, kind: TextKind): number {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isHighSurrogate(code)) {
      const low = text.charCodeAt(i + 1);
      if (isLowSurrogate(low) && !isAstralNoncharacter(code, low)) {
        i += 1; // A well-formed pair: one astral character (emoji, rare CJK, …).
        continue;
      }
      return i;
    }
    if (isLowSurrogate(code) || isRefusedCodeUnit(code, kind)) return i;
  }
  return kind === 'single-line' ? text.search(ENCODED_WORD) : -1;
}

/** Whether `text` holds only characters a `kind` field accepts. */
export function hasAllowedCharactersOnly(text: string, kind: TextKind): boolean {
  return findDisallowedCharacter(text, kind) === -1;
}

/** The message of the rule, naming the field: "Name contains characters that are not allowed". */
export function disallowedCharactersMessage(label: string): string {
  return `${label} contains characters that are not allowed`;
}

/** A label from where the field sits, for fields without one of their own ("hero.title"). */
function labelFromPath(path: readonly PropertyKey[] | undefined): string {
  return path && path.length > 0 ? path.map((segment) => String(segment)).join('.') : 'Text';
}

/**
 * The character check as a zod check. It aborts the field's remaining checks, so a refused
 * value gets this one message rather than a length message as well. Without a `label`, the
 * message names the field by its path in the parsed object.
 */
export function allowedCharacters(label: string | undefined, kind: TextKind) {
  return z.refine<string>((text) => hasAllowedCharactersOnly(text, kind), {
    abort: true,
    error: (issue) => disallowedCharactersMessage(label ?? labelFromPath(issue.path)),
  });
}

/**
 * Adds the character check and NFC normalisation to a string schema. Call it after `.trim()`
 * and before length checks, so lengths count the normalised text that is stored.
 */
export function cleanText<T extends z.ZodString>(
  schema: T,
  label: string | undefined,
  kind: TextKind,
): T {
  return schema.check(allowedCharacters(label, kind)).normalize('NFC');
}

/** Requests larger than this are refused with BadRequest (the socket itself accepts up to 1 MiB). */
export const MAX_REQUEST_BYTES = 64 * 1024;

/**
 * Requests nested deeper than this many objects and arrays (the request itself is level 1) are refused
 * with BadRequest before they are parsed: every copy, check and serialisation of a request recurses once
 * per level, and a few thousand levels overflow the stack. 512 is the default max_depth of the Perl
 * JSON decoders (JSON::XS, Cpanel::JSON::XS) the platform reads requests with.
 */
export const MAX_REQUEST_DEPTH = 512;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether JSON text nests objects and arrays deeper than `levels`: one pass, no recursion, strings skipped. */
export function nestsDeeperThan(text: string, levels: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > levels) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

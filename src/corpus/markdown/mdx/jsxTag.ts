import { MdxError } from "../types.js";
import { type CharStream, EOF, EOL } from "./charStream.js";
import { scanExpression } from "./expression.js";
import { isIdentifierPart, isIdentifierStart, isTagWhitespace } from "./identifier.js";

/** A JSX tag as far as nesting is concerned. */
export interface JsxTag {
  /** `a`, `a.b.c`, `a:b`, or "" for a fragment. */
  name: string;
  close: boolean;
  selfClosing: boolean;
  /** Where the tag's `<` is, for messages. */
  place: { line: number; column: number };
}

/** A JSX tag at the stream's `<`, the stream left past its `>`; null if whitespace follows `<`, MdxError if invalid. */
export function scanTag(stream: CharStream, allowLazy: boolean): JsxTag | null {
  const place = stream.place();
  stream.next();
  const first = stream.code();
  if (first === 32 || first === 9 || first === EOL) return null;
  const tag: JsxTag = { name: "", close: false, selfClosing: false, place };
  const skip = (): void => whitespace(stream, allowLazy);
  skip();
  let code = stream.code();
  if (code === 47) {
    tag.close = true;
    stream.next();
    skip();
    code = stream.code();
    if (code === 62) return end(stream, tag);
    if (!isIdentifierStart(code)) crash(stream, code, "before name", "a character that can start a name, such as a letter, `$`, or `_`");
  } else if (code === 62) return end(stream, tag);
  else if (!isIdentifierStart(code)) crash(stream, code, "before name", "a character that can start a name, such as a letter, `$`, or `_`");
  // Primary name, then `.member`s or one `:local`.
  tag.name = name(stream, "in name", ".:");
  skip();
  code = stream.code();
  if (code === 46) {
    while (stream.code() === 46) {
      stream.next();
      skip();
      if (!isIdentifierStart(stream.code())) crash(stream, stream.code(), "before member name", "a character that can start an attribute name, such as a letter, `$`, or `_`; whitespace before attributes; or the end of the tag");
      tag.name += `.${name(stream, "in member name", ".")}`;
      skip();
    }
  } else if (code === 58) {
    stream.next();
    skip();
    if (!isIdentifierStart(stream.code())) crash(stream, stream.code(), "before local name", "a character that can start a name, such as a letter, `$`, or `_`");
    tag.name += `:${name(stream, "in local name", "")}`;
    skip();
  }
  code = stream.code();
  if (!(code === 47 || code === 62 || code === 123 || isIdentifierStart(code))) {
    crash(stream, code, "after name", "a character that can start an attribute name, such as a letter, `$`, or `_`; whitespace before attributes; or the end of the tag");
  }
  for (;;) {
    code = stream.code();
    if (code === 47) {
      if (tag.close) throw new MdxError("Unexpected self-closing slash `/` in closing tag, expected the end of the tag", stream.place());
      stream.next();
      skip();
      if (stream.code() !== 62) crash(stream, stream.code(), "after self-closing slash", "`>` to end the tag");
      tag.selfClosing = true;
      return end(stream, tag);
    }
    if (code === 62) return end(stream, tag);
    if (tag.close && (code === 123 || isIdentifierStart(code))) throw new MdxError("Unexpected attribute in closing tag, expected the end of the tag", stream.place());
    if (code === 123) {
      scanExpression(stream, { spread: true, allowEmpty: false, allowLazy });
      skip();
      continue;
    }
    if (!isIdentifierStart(code)) crash(stream, code, "before attribute name", "a character that can start an attribute name, such as a letter, `$`, or `_`; whitespace before attributes; or the end of the tag");
    attribute(stream, allowLazy);
  }
}

/** One `name`, `name="value"`, `name={expression}` or `ns:name=…` attribute; the stream ends after its whitespace. */
function attribute(stream: CharStream, allowLazy: boolean): void {
  const skip = (): void => whitespace(stream, allowLazy);
  name(stream, "in attribute name", ":=");
  skip();
  let code = stream.code();
  let after = "after attribute name";
  if (code === 58) {
    stream.next();
    skip();
    if (!isIdentifierStart(stream.code())) crash(stream, stream.code(), "before local attribute name", "a character that can start an attribute name, such as a letter, `$`, or `_`; `=` to initialize a value; or the end of the tag");
    name(stream, "in local attribute name", "=");
    skip();
    code = stream.code();
    after = "after local attribute name";
  }
  if (code !== 61) {
    if (!(code === 47 || code === 62 || code === 123 || isIdentifierStart(code))) {
      crash(stream, code, after, "a character that can start an attribute name, such as a letter, `$`, or `_`; `=` to initialize a value; or the end of the tag");
    }
    return;
  }
  stream.next();
  skip();
  code = stream.code();
  if (code === 34 || code === 39) {
    const quote = code;
    stream.next();
    for (;;) {
      code = stream.code();
      if (code === EOF) crash(stream, code, "in attribute value", `a corresponding closing quote \`${String.fromCharCode(quote)}\``);
      if (code === quote) {
        stream.next();
        break;
      }
      if (code === EOL) skip();
      else stream.next();
    }
    skip();
    return;
  }
  if (code === 123) {
    scanExpression(stream, { spread: false, allowEmpty: false, allowLazy });
    skip();
    return;
  }
  crash(stream, code, "before attribute value", "a character that can start an attribute value, such as `\"`, `'`, or `{`");
}

/** A name's characters (the first one known to be valid), ended by `/`, `>`, `{`, whitespace or one of `also`. */
function name(stream: CharStream, at: string, also: string): string {
  let value = "";
  do {
    value += String.fromCharCode(stream.code());
    stream.next();
  } while (isIdentifierPart(stream.code()));
  const code = stream.code();
  if (!(code === 47 || code === 62 || code === 123 || isTagWhitespace(code) || code === EOL || also.includes(String.fromCharCode(code)))) {
    // attribute names (which `=` may end) are described as such
    const what = also.includes("=") ? "an attribute name character such as letters, digits, `$`, or `_`; `=` to initialize a value" : "a name character such as letters, digits, `$`, or `_`";
    crash(stream, code, at, `${what}; whitespace before attributes; or the end of the tag`);
  }
  return value;
}

function end(stream: CharStream, tag: JsxTag): JsxTag {
  stream.next();
  return tag;
}

/** ECMAScript whitespace and line endings; a lazy line inside a flow tag is an error, as in MDX. */
function whitespace(stream: CharStream, allowLazy: boolean): void {
  for (;;) {
    const code = stream.code();
    if (code === EOL) {
      stream.next();
      if (!allowLazy && stream.lazy()) {
        const place = stream.place();
        throw new MdxError("Unexpected lazy line in container, expected line to be prefixed with `>` when in a block quote, whitespace when in a list, etc", place);
      }
      continue;
    }
    if (code !== EOF && isTagWhitespace(code)) {
      stream.next();
      continue;
    }
    return;
  }
}

function crash(stream: CharStream, code: number, at: string, expected: string): never {
  const found = code === EOF ? "end of file" : `character \`${String.fromCodePoint(code)}\` (U+${code.toString(16).toUpperCase().padStart(4, "0")})`;
  throw new MdxError(`Unexpected ${found} ${at}, expected ${expected}`, stream.place());
}

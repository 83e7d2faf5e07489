const utf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

/**
 * The text of a statement. The declared charset is not trusted (banks declare 1252 and send
 * UTF-8, and the reverse): strict UTF-8 first, which a 1252 file with accents fails, else 1252.
 */
export function decodeStatementText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    text = windows1252.decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const HEAD_END = '</head>';

/**
 * Puts `markup` (the web analytics script tag) just before the streamed document's `</head>`, which a chunk
 * boundary may cut; everything after it passes through as it comes.
 */
export function insertBeforeHeadEnd(markup: string): Transform {
  let inserted = false;
  let carry = '';
  // A chunk may also end inside a multi-byte character: decode across chunks, also after the insertion.
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (inserted) return callback(null, decoder.write(chunk));
      const text = carry + decoder.write(chunk);
      const at = text.indexOf(HEAD_END);
      if (at !== -1) {
        inserted = true;
        carry = '';
        return callback(null, `${text.slice(0, at)}${markup}${text.slice(at)}`);
      }
      const keep = Math.min(text.length, HEAD_END.length - 1);
      carry = text.slice(text.length - keep);
      callback(null, text.slice(0, text.length - keep));
    },
    flush(callback) {
      callback(null, carry + decoder.end());
    },
  });
}

/** wink-lemmatizer ships no types (and is CommonJS: Node's ESM loader gives it as a default export only). */
declare module 'wink-lemmatizer' {
  const lemmatizer: {
    lemmatizeVerb(word: string): string;
    lemmatizeNoun(word: string): string;
    lemmatizeAdjective(word: string): string;
  };
  export default lemmatizer;
}

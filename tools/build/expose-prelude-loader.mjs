// Rspack loader for a remote's expose modules (src/exposes/*.ts): puts the imports every exposed screen carries (the
// exposed stylesheet and the build label) in front of the module's own code. Listing them as extra `import`s of the
// expose instead would name the stylesheet as every expose's first file, and the federation manifest keys an expose's
// chunks by its first file: each screen was then listed with every screen's chunks, and the shell preloaded them all.
// Prepended on the first line, so the module's line numbers (and its source map) stay as they were.
export default function exposePreludeLoader(source) {
  const { imports } = this.getOptions();
  return imports.map((file) => `import ${JSON.stringify(file)};`).join('') + source;
}

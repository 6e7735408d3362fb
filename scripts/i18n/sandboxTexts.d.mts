/** Each English text of the sandbox under `root` with its German, sorted by the English. */
export function sandboxTexts(root?: string): Map<string, string>;

/** A file produced by codegen, relative to src/generated/. */
export interface GeneratedFile {
  path: string;
  content: string;
}

/** A codegen step: reads sources under the repository root and returns the files it owns. */
export interface Generator {
  name: string;
  generate(root: string): Promise<GeneratedFile[]>;
}

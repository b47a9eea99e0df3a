// Types for the rules core's WebAssembly module, which the build provides as the virtual module
// "virtual:tutor-wasm" (vite.config.ts): the Emscripten factory built from wasm/
// (build/wasm/tutor-web.mjs) and how it finds its .wasm — the URL of the page's language's build
// for the site, the bytes of the build with every language for the single file.

declare module 'virtual:tutor-wasm' {
  export interface TutorModule {
    _tutor_request(request: number): number;
    _tutor_free(response: number): void;
    _malloc(size: number): number;
    _free(ptr: number): void;
    UTF8ToString(ptr: number): string;
    stringToUTF8(text: string, ptr: number, maxBytes: number): void;
    lengthBytesUTF8(text: string): number;
  }

  export interface TutorModuleOverrides {
    locateFile?: (path: string, prefix: string) => string;
    wasmBinary?: Uint8Array;
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }

  export const createTutorModule: (overrides?: TutorModuleOverrides) => Promise<TutorModule>;
  /** For a language: locateFile, to its own .wasm (the site), or wasmBinary, every language's (the single file). */
  export const wasmOverrides: (lang: string) => TutorModuleOverrides;
  /** The address of a language's .wasm in the site; null in the single file, which holds it. */
  export const wasmUrl: (lang: string) => string | null;
}

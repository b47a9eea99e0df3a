// Types for the rules core's WebAssembly module, which the build provides as the virtual module
// "virtual:tutor-wasm" (vite.config.ts): the Emscripten factory built from wasm/
// (build/wasm/tutor-web.mjs) and how it finds its .wasm — a URL for the site, the bytes
// themselves for the single-file build.

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
  /** locateFile (the site) or wasmBinary (the single file). */
  export const wasmOverrides: TutorModuleOverrides;
}

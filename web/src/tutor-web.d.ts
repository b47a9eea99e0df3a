// Types for the Emscripten ES module factory built from wasm/ (build/wasm/tutor-web.mjs).

declare module '*/tutor-web.mjs' {
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
    print?: (text: string) => void;
    printErr?: (text: string) => void;
  }

  const createTutorModule: (overrides?: TutorModuleOverrides) => Promise<TutorModule>;
  export default createTutorModule;
}

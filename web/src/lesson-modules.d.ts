// Types for the lessons as the build bundles them (vite.config.ts, lessonModules): every lesson
// file with its words left empty, and the lessons' English words apart, loaded when shown.

declare module 'virtual:lesson-structures' {
  /** Each file of lessons/<game>/*.json, by "<game>/NN-name.json", in order: a lesson's words emptied, any other file whole. */
  const lessons: { file: string; lesson: unknown }[];
  export default lessons;
}

declare module 'virtual:lesson-words-en' {
  /** The English words of each lesson, by "<game>/NN-name.json", as a words file ("tutor-lesson-words/1"). */
  const words: Record<string, unknown>;
  export default words;
}

/** Quill's stylesheet, loaded by RichTextField with the editor (Vite bundles it as CSS). */
declare module 'react-quill-new/dist/quill.snow.css';

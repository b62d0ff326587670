declare const __APP_VERSION__: string;
declare const __CONTRACT_VERSION__: string;
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';

// What every front-end app's build provides beyond its own modules: the constants app-config.ts
// defines, and CSS imports (CSS Modules give their class names). Each app's tsconfig lists this
// file under "types" as `@campaign/shared/front-end-globals`.

/** The app's package version, shown in its contract checks and logs. */
declare const __APP_VERSION__: string;
/** The contracts package version the app was built against (the remotes' contract guard). */
declare const __CONTRACT_VERSION__: string;

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';

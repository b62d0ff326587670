// The settings area, loaded when it is first opened (app/ConsoleRoutes.tsx).
export { SettingsArea as default } from './components/SettingsArea';

// The dashboard area, loaded when it is first opened (app/ConsoleRoutes.tsx).
export { DashboardArea as default } from './components/DashboardArea';

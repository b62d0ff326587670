// The outbox area, loaded when it is first opened (app/ConsoleRoutes.tsx).
export { OutboxArea as default } from './components/OutboxArea';

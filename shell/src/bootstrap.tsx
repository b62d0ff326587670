import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Global tokens and classes first, so component CSS Modules come later in the cascade.
import './styles/global.css';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './studio.css';

const container = document.getElementById('studio');
if (!container) throw new Error('The studio page has no <div id="studio">.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

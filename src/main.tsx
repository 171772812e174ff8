import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { handleOAuthCallback } from './app/oauth-callback';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html must contain <div id="root">');
// An OAuth popup coming back hands its code to the console that opened it and closes (spec §22).
if (!handleOAuthCallback(window)) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyLanguage } from './app/i18n/i18n.ts';
import './app/global.css';
import { App } from './app/App.tsx';
import { readPersistedSettings } from './app/state/persisted-settings.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The chosen language is fetched before the first render, so that an Arabic console does not
// flash by in English and left-to-right. English is bundled and resolves at once.
void applyLanguage(readPersistedSettings().locale.locale)
  .catch(() => null)
  .finally(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

// The fair peer (dist/api): react-admin on the suite's own API, signed in with the suite's session.
import { createRoot } from 'react-dom/client';
import { ApiApp } from './ApiApp';

createRoot(document.getElementById('root')!).render(<ApiApp />);

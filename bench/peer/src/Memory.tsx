// The in-memory peer (dist/memory): react-admin on its fake REST provider, no server at all. Kept as
// the reference column beside the fair peer (src/Api.tsx).
import { createRoot } from 'react-dom/client';
import { MemoryApp } from './MemoryApp';

createRoot(document.getElementById('root')!).render(<MemoryApp />);

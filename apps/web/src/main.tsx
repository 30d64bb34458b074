import './styles.css';

/** Resumes in a task of its own: the browser may paint or answer a tap before it. */
const nextTask = () => new Promise<void>((resume) => setTimeout(resume, 0));

/*
 * The app's ~300 KB of modules are evaluated in two tasks, not one: React DOM (a third of it), then
 * the router, the query cache and the app shell (`app/start.tsx`); the start runs in later tasks (it
 * yields between matching the route and loading the page). Evaluated together they were the
 * longest task left on every page after its first paint (160–230 ms at Lighthouse's 4× CPU
 * slowdown). Their files are already on their way: the build names them in the page
 * (`appChunksPreload` in vite.config.ts), so these imports wait for no request.
 */
setTimeout(async () => {
  await import('react-dom/client');
  await nextTask();
  const { start } = await import('./app/start.tsx');
  await nextTask();
  await start(nextTask);
}, 0);

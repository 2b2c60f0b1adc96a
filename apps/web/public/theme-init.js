// Sets the colour mode before the first paint so a dark-mode visitor never sees a light flash.
// It mirrors readInitialMode() in src/features/config/utils/theme-mode.ts (same 'theme' key);
// React takes over as soon as it starts.
(function () {
  var mode = null;
  try {
    mode = window.localStorage.getItem('theme');
  } catch {
    // Storage blocked (private mode, policy): fall back to the system preference.
  }
  if (mode !== 'light' && mode !== 'dark') {
    mode = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  if (mode === 'dark') document.documentElement.setAttribute('data-theme', 'dark');
})();

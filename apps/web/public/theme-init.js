// Applies the saved dark-mode preference before first paint (SPEC §4: saved value applied at load).
try {
  if (localStorage.getItem('darkMode') === 'true') document.documentElement.classList.add('dark');
} catch (e) {}

// The console's shell: login, navigation (#/page/arg), and the refresh loop that keeps the open page
// current (polling RESTCONF every POLL_MS, with the time of the last successful refresh shown).
import * as restconf from './restconf.js';
import { fmtTime, h } from './dom.js';
import { overview } from './overview.js';
import { topology } from './topology.js';
import { chain } from './chain.js';
import { editor } from './editor.js';
import { catalog } from './catalog.js';

const POLL_MS = 2000;
const PAGES = { overview, topology, chain, edit: editor, new: editor, catalog };

const main = document.getElementById('main');
const refreshLabel = document.getElementById('refresh');
let current = null;
let timer = null;
let generation = 0;

function route() {
  const [name, ...rest] = (location.hash.replace(/^#\/?/, '') || 'overview').split('/');
  return { name: PAGES[name] ? name : 'overview', arg: rest.length ? decodeURIComponent(rest.join('/')) : undefined };
}

function showLogin(message) {
  stop();
  document.getElementById('login').hidden = false;
  document.getElementById('nav').hidden = true;
  document.getElementById('logout').hidden = true;
  document.getElementById('who').textContent = '';
  main.replaceChildren();
  refreshLabel.textContent = '';
  document.getElementById('login-error').textContent = message || '';
  document.getElementById('login-user').focus();
}

function stop() {
  if (timer) {
    clearInterval(timer);
    clearTimeout(timer);
    timer = null;
  }
  current = null;
}

async function refresh(gen) {
  if (!current || !current.page.refresh) {
    return;
  }
  try {
    await current.page.refresh(current.state);
    if (gen === generation) {
      refreshLabel.textContent = `updated ${fmtTime(new Date())}`;
      refreshLabel.classList.remove('stale');
    }
  } catch (e) {
    if (gen === generation && e.status !== 401) {
      refreshLabel.textContent = `refresh failed at ${fmtTime(new Date())}: ${e.message}`;
      refreshLabel.classList.add('stale');
    }
  }
}

async function open() {
  if (!restconf.hasCredentials()) {
    showLogin();
    return;
  }
  stop();
  const gen = ++generation;
  const { name, arg } = route();
  const page = PAGES[name];
  document.getElementById('login').hidden = true;
  document.getElementById('nav').hidden = false;
  document.getElementById('logout').hidden = false;
  document.getElementById('who').textContent = restconf.user();
  for (const link of document.querySelectorAll('#nav a[data-page]')) {
    link.classList.toggle('active', link.dataset.page === (name === 'edit' || name === 'new' ? 'editor' : name));
  }
  main.replaceChildren(h('p', { class: 'loading' }, 'Loading…'));
  refreshLabel.textContent = '';
  const state = { arg, route: name, main };
  try {
    await page.render(state);
    if (gen !== generation) {
      return;
    }
    current = { page, state };
    if (page.refresh) {
      refreshLabel.textContent = `updated ${fmtTime(new Date())}`;
      timer = setInterval(() => refresh(gen), POLL_MS);
    } else {
      refreshLabel.textContent = '';
    }
  } catch (e) {
    if (gen === generation && e.status !== 401) {
      main.replaceChildren(h('p', { class: 'error', role: 'alert' }, e.message));
      refreshLabel.textContent = `failed at ${fmtTime(new Date())}; trying again`;
      refreshLabel.classList.add('stale');
      // a page that follows the controller tries again, as its refresh would
      if (page.refresh) {
        timer = setTimeout(() => { if (gen === generation) { open(); } }, POLL_MS);
      }
    }
  }
}

document.getElementById('login-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const name = document.getElementById('login-user').value;
  restconf.setCredentials(name, document.getElementById('login-password').value);
  document.getElementById('login-error').textContent = '';
  try {
    // any authenticated read proves the credentials
    await restconf.read(restconf.paths.catalog + '?fields=built-in-catalog-version');
    document.getElementById('login-password').value = '';
    if (!location.hash || location.hash === '#/' || location.hash === '#/login') {
      location.hash = '#/overview';
    }
    open();
  } catch (e) {
    restconf.clearCredentials();
    showLogin(e.message);
  }
});

document.getElementById('logout').addEventListener('click', () => {
  restconf.clearCredentials();
  showLogin('Signed out.');
});

window.addEventListener('openpath-unauthorized', (event) => {
  restconf.clearCredentials();
  showLogin(event.detail.message);
});
window.addEventListener('hashchange', open);
open();

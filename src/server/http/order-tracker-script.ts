/**
 * The script of the public order tracker screen (served at /order/tracker.js: the pages' policy runs
 * no inline script). It reads the board of the page's store, draws it with text only (never HTML from
 * the answer), and reads it again when the server says an order of the store changed, when the
 * stream comes back after a break, and every half minute (the day and hour range opening or closing).
 */
export const TRACKER_SCRIPT = `(function () {
  'use strict';
  var root = document.getElementById('tracker');
  if (!root) return;
  var slug = root.getAttribute('data-slug');
  var lang = document.documentElement.lang;
  var base = '/api/public/order-tracker/' + encodeURIComponent(slug);
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function render(b) {
    document.body.style.background = b.background;
    document.body.style.color = b.text_colour;
    document.title = b.title;
    var head = el('header', 'head');
    head.style.textAlign = b.alignment;
    if (b.image_url) {
      var img = el('img', 'picture');
      img.src = b.image_url;
      img.alt = '';
      head.appendChild(img);
    }
    var h1 = el('h1', null);
    h1.appendChild(el('span', 'icon', b.icon_char));
    h1.appendChild(document.createTextNode(' ' + b.title));
    head.appendChild(h1);
    var body = el('main', 'board');
    if (!b.open) {
      var closed = el('section', 'closed');
      closed.setAttribute('role', 'status');
      closed.appendChild(el('p', 'closed-title', b.closed_text));
      closed.appendChild(el('p', 'closed-hours', b.hours_text));
      body.appendChild(closed);
    } else {
      b.columns.forEach(function (c) {
        var col = el('section', 'column');
        col.setAttribute('data-status', c.status);
        col.setAttribute('aria-label', c.title);
        var h2 = el('h2', null, c.title);
        h2.style.textAlign = b.alignment;
        col.appendChild(h2);
        var list = el('ul', 'orders');
        list.style.justifyContent = { left: 'flex-start', center: 'center', right: 'flex-end' }[b.alignment];
        c.orders.forEach(function (n) {
          list.appendChild(el('li', 'order', String(n)));
        });
        if (c.orders.length === 0) list.appendChild(el('li', 'none', b.empty_text));
        col.appendChild(list);
        body.appendChild(col);
      });
    }
    root.replaceChildren(head, body);
  }
  var reading = false;
  var again = false;
  function load() {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    fetch(base + '?lang=' + lang, { cache: 'no-store' })
      .then(function (r) {
        return r.ok ? r.json() : null;
      })
      .then(function (b) {
        if (b) render(b);
      })
      .catch(function () {})
      .then(function () {
        reading = false;
        if (again) {
          again = false;
          load();
        }
      });
  }
  load();
  if (window.EventSource) {
    var stream = new EventSource(base + '/events');
    stream.addEventListener('change', load);
    stream.addEventListener('open', load);
  }
  setInterval(load, 30000);
})();
`;
